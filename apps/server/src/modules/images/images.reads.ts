// Reads of uploads other modules may call (docs/architecture.md, "Module rule"): who uploaded a
// file, before a post, message, group or profile may use it.
export { countOwnedUploads, findUpload, findUploadOwner } from './images.repo.ts';

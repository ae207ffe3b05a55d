import type { ContentKind } from '../../lib/content-kind.ts';
import { exportEventPhotosOf } from './album.repo.ts';

/**
 * Event photos (docs/architecture.md, "Content kinds"). The album's other photos are their posts' and
 * chat messages' and follow those kinds. An event photo is the uploader's to delete (and the staff's);
 * it stays in the album after 회원탈퇴 like a post's images, shown as 탈퇴한 회원's.
 */
export const eventPhotoContent: ContentKind = {
  name: 'event-photo',
  userColumns: { 'event_photos.uploader_id': { exportKey: 'eventPhotos' } },
  exportSections: { eventPhotos: exportEventPhotosOf },
  blocks: "a blocked uploader's photos (and a blocked author's post and chat images) are left out of the blocker's album (selectAlbumPage)",
};

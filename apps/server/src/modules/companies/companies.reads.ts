// Reads of companies other modules may call (docs/architecture.md, "Module rule").
export { findCompanyByEmail } from './companies.repo.ts';

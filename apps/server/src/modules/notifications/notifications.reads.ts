// What other modules may read of notifications (docs/architecture.md, "Module rule"): the SQL that
// renders a notification's message as its recipient reads it today, for readers of their own.
export { RENDER_JOINS, RENDERED_MESSAGE } from './notifications.repo.ts';

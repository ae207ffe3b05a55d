import './zod-locale.ts';

export * from './account.ts';
export * from './admin.ts';
export * from './auth.ts';
export * from './chat.ts';
export * from './common.ts';
export * from './dev-mail.ts';
export * from './events.ts';
export * from './groups.ts';
export * from './images.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './posts.ts';
export * from './reference.ts';
export * from './safety.ts';
export * from './search.ts';
export * from './text.ts';
export * from './users.ts';

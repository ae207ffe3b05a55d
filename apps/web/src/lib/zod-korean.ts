// What `zod` means in the browser bundle (`vite.config.ts` aliases the bare specifier here): zod
// itself, with its generic messages (wrong type, missing field) switched to Korean before any
// importer runs. So every chunk that uses a schema, the contract's or ours, speaks Korean, and
// zod loads with the first screen that needs it instead of with the entry.
import { config } from 'zod/v4';
import { ko } from 'zod/v4/locales';

config(ko());

export * from 'zod/v4';

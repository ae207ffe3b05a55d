import { z } from 'zod';
import { plainIssueMessage } from './zod-messages.ts';

// Generic zod messages in Korean, on the server and in the browser alike: a sentence for a person
// wherever a schema gives no message of its own (contract §3), zod's Korean locale behind it.
z.config(z.locales.ko());
z.config({ customError: plainIssueMessage });

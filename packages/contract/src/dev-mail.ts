import { z } from 'zod';

/** A mail kept in the outbox while no SMTP server is configured (contract §2.4). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const devMailQuerySchema = z.object({ to: z.string().trim().toLowerCase().min(1).max(254) });

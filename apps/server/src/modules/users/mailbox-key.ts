/**
 * An address's mailbox key (contract §2.1): lower-cased, with any `+tag` taken out of the part
 * before `@`, so `kim+a@example.com` and `kim@example.com` are one mailbox and one account. The
 * same expression derives `users.mailbox_key` in the database (migration 0025).
 */
export function mailboxKeyOf(email: string): string {
  return email.toLowerCase().replace(/^([^@+]+)\+[^@]*@/, '$1@');
}

/**
 * Mutation meta that marks a person's first meaningful act (joining a group, creating a group or a
 * post): the app may then offer to add itself to the home screen (`app/pwa/install-store.ts`), never
 * on arrival. A feature puts it on the mutation: `useMutation({ meta: MEANINGFUL_ACT, … })`.
 */
export const MEANINGFUL_ACT = { meaningfulAct: true } as const;

export function isMeaningfulAct(meta: Record<string, unknown> | undefined): boolean {
  return meta?.meaningfulAct === true;
}

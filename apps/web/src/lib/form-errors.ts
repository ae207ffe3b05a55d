import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { errorBodyOf, errorStatusOf } from './error-message.ts';

/**
 * Puts a 400's `fieldErrors` onto the matching form fields. Returns true when at least one
 * landed, so the caller knows whether a banner is still needed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  aliases: Partial<Record<string, FieldPath<T>>> = {},
): boolean {
  if (errorStatusOf(error) !== 400) return false;
  const fieldErrors = errorBodyOf(error)?.fieldErrors ?? [];
  let applied = false;
  for (const { field, message } of fieldErrors) {
    const target = aliases[field] ?? fields.find((name) => name === field);
    if (!target) continue;
    setError(target, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

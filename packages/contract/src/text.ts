import { z } from 'zod';
import { MSG } from './messages.ts';

/**
 * What people write, checked the same way in the browser and on the server (contract §16): no
 * broken Unicode anywhere, no text that is blank once invisible characters are taken out, and
 * nicknames without invisible characters at all, stored NFKC-normalised.
 */
export const TEXT_MSG = {
  invalidUnicode: '깨진 문자가 포함되어 있습니다. 내용을 다시 입력해주세요.',
  nicknameInvisible: '닉네임에는 보이지 않는 문자나 제어 문자를 쓸 수 없습니다.',
} as const;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

/** A UTF-16 high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Control and format characters (zero-width, bidi overrides…) and the Hangul fillers, which draw nothing. */
const HIDDEN = /[\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0]/u;

/** Everything that draws nothing: the hidden characters, spaces of every kind, variation selectors, the blank Braille cell. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\s\u115F\u1160\u3164\uFFA0\u2800]|\p{Variation_Selector}/gu;

export const hasLoneSurrogate = (value: string) => LONE_SURROGATE.test(value);

/** Whether nothing visible is left once invisible characters are taken out. */
export const isBlankText = (value: string) => value.replace(INVISIBLE, '') === '';

/** Whether the text holds a control, format or Hangul filler character. */
export const hasHiddenCharacters = (value: string) => HIDDEN.test(value);

/**
 * A free text field: trimmed, refused when it holds broken Unicode, and (unless `optional`) refused
 * with `requiredMessage` when blank once invisible characters are taken out.
 */
export function textField({
  requiredMessage,
  max,
  maxMessage,
  optional = false,
}: {
  requiredMessage?: string;
  max: number;
  maxMessage: string;
  optional?: boolean;
}) {
  const base = z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .trim()
    .refine((value) => !hasLoneSurrogate(value), { message: TEXT_MSG.invalidUnicode, abort: true });
  const required =
    optional || !requiredMessage ? base : base.refine((value) => !isBlankText(value), { message: requiredMessage, abort: true });
  return required.max(max, maxMessage);
}

/**
 * A nickname: NFKC-normalised (so full-width "Ｋｉｍ" is stored as "Kim"), 2–20 characters, and
 * without control, format or Hangul filler characters anywhere in what was sent. They are looked
 * for before trimming, since JavaScript's trim() silently takes a leading or trailing U+FEFF
 * (byte order mark, a format character) and tabs or line breaks (control characters) away.
 * Uniqueness by its case-folded form is the database's (users.nickname_key).
 */
export const nicknameField = z
  .string({ error: MSG.nicknameRequired })
  .refine((value) => !hasLoneSurrogate(value), { message: TEXT_MSG.invalidUnicode, abort: true })
  .refine((value) => !hasHiddenCharacters(value), { message: TEXT_MSG.nicknameInvisible, abort: true })
  .trim()
  .transform((value) => value.normalize('NFKC').trim())
  .pipe(
    z
      .string()
      .min(1, MSG.nicknameRequired)
      .refine((value) => !hasHiddenCharacters(value), { message: TEXT_MSG.nicknameInvisible, abort: true })
      .refine((value) => !isBlankText(value), { message: MSG.nicknameRequired, abort: true })
      .min(NICKNAME_MIN, MSG.nicknameLength)
      .max(NICKNAME_MAX, MSG.nicknameLength),
  );

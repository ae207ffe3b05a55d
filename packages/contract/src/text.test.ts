import { describe, expect, it } from 'vitest';
import { sendChatMessageSchema } from './chat.ts';
import { MSG } from './messages.ts';
import { createCommentSchema, createPostSchema } from './posts.ts';
import { isBlankText, nicknameField, TEXT_MSG } from './text.ts';
import { updateProfileSchema } from './users.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('nicknames (contract §16)', () => {
  it('are stored NFKC-normalised and trimmed', () => {
    expect(nicknameField.parse('  Ｋｉｍ１２ ')).toBe('Kim12');
    expect(nicknameField.parse('동네이웃')).toBe('동네이웃');
  });

  it.each([
    ['a zero-width space', 'Kim\u200b12', TEXT_MSG.nicknameInvisible],
    ['a zero-width joiner', 'Ki\u200dm', TEXT_MSG.nicknameInvisible],
    ['a bidi override', 'Ki\u202em12', TEXT_MSG.nicknameInvisible],
    ['a control character', 'Kim\u0007', TEXT_MSG.nicknameInvisible],
    ['Hangul fillers', '\u3164\u3164\u3164', TEXT_MSG.nicknameInvisible],
    ['a half-width Hangul filler', '김\uFFA0이', TEXT_MSG.nicknameInvisible],
    ['choseong and jungseong fillers', '\u115F\u1160김', TEXT_MSG.nicknameInvisible],
    ['a lone high surrogate', 'Kim\ud800', TEXT_MSG.invalidUnicode],
    ['a lone low surrogate', '\udc00Kim', TEXT_MSG.invalidUnicode],
    ['only spaces of other kinds', '\u3000\u2003\u3000', MSG.nicknameRequired],
    ['one character after normalising', 'Ａ', MSG.nicknameLength],
  ])('refuse %s', (_label, nickname, expected) => {
    expect(message(nicknameField.safeParse(nickname))).toBe(expected);
  });

  // Every format (Cf) and control (Cc) character of Unicode and the four Hangul fillers, at the
  // start, in the middle and at the end: trim() must not carry any of them away unnoticed.
  const hiddenCharacters = [
    ...Array.from({ length: 0x110000 }, (_, code) => code)
      .filter((code) => (code < 0xd800 || code > 0xdfff) && /[\p{Cf}\p{Cc}]/u.test(String.fromCodePoint(code)))
      .map((code) => String.fromCodePoint(code)),
    '\u115F',
    '\u1160',
    '\u3164',
    '\uFFA0',
  ];
  it('know every hidden character (Cf, Cc, Hangul fillers)', () => {
    expect(hiddenCharacters).toContain('\uFEFF');
    expect(hiddenCharacters).toContain('\t');
    expect(hiddenCharacters.length).toBeGreaterThan(200);
  });
  it.each([
    ['at the start', (hidden: string) => `${hidden}동네이웃`],
    ['in the middle', (hidden: string) => `동네${hidden}이웃`],
    ['at the end', (hidden: string) => `동네이웃${hidden}`],
    ['around spaces at the start', (hidden: string) => ` ${hidden} 동네이웃`],
  ])('refuse each hidden character %s, U+FEFF included', (_label, place) => {
    const accepted = hiddenCharacters.filter((hidden) => nicknameField.safeParse(place(hidden)).success);
    expect(accepted.map((hidden) => `U+${hidden.codePointAt(0)?.toString(16).toUpperCase()}`)).toEqual([]);
    expect(message(nicknameField.safeParse(place('\uFEFF')))).toBe(TEXT_MSG.nicknameInvisible);
  });

  it('still trim ordinary spaces', () => {
    expect(nicknameField.parse('\u3000 동네이웃 \u00a0')).toBe('동네이웃');
  });

  it('keep emoji made of a proper surrogate pair', () => {
    expect(nicknameField.parse('달리기🏃')).toBe('달리기🏃');
  });

  it('apply to profile edits', () => {
    expect(message(updateProfileSchema.safeParse({ nickname: 'Kim\u200b12' }))).toBe(TEXT_MSG.nicknameInvisible);
  });
});

describe('free text', () => {
  const blank = '\u200b\u3164\u200d \u2800\ufe0f';
  it('is blank when only invisible characters are left', () => {
    expect(isBlankText(blank)).toBe(true);
    expect(isBlankText('ㅋ')).toBe(false);
  });

  it('refuses posts, comments and chat messages of invisible characters with the field’s own message', () => {
    expect(message(createPostSchema.safeParse({ groupId: 1, content: blank }))).toBe('내용을 입력해주세요');
    expect(message(createCommentSchema.safeParse({ content: blank }))).toBe('댓글 내용을 입력해주세요');
    expect(message(sendChatMessageSchema.safeParse({ message: blank }))).toBe('메시지를 입력해주세요');
  });

  it('refuses a lone surrogate anywhere in it', () => {
    expect(message(createPostSchema.safeParse({ groupId: 1, content: '좋아요\ud83d' }))).toBe(TEXT_MSG.invalidUnicode);
    expect(message(sendChatMessageSchema.safeParse({ message: '\ude00' }))).toBe(TEXT_MSG.invalidUnicode);
  });

  it('keeps line breaks and emoji', () => {
    expect(createPostSchema.parse({ groupId: 1, content: '첫 줄\n둘째 줄 😀' }).content).toBe('첫 줄\n둘째 줄 😀');
  });
});

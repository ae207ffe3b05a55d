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

import { describe, expect, it } from 'vitest';
import { insertMention, mentionedIn, mentionQueryAt } from './mention-query.ts';

describe('mentions while typing', () => {
  it('reads the name being typed after an @ at the start or after a space, Hangul still composing included', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('내일 @여의', 6)).toEqual({ start: 3, query: '여의' });
    // An e-mail address is not a mention, nor is a finished one followed by a space.
    expect(mentionQueryAt('a@b', 3)).toBeNull();
    expect(mentionQueryAt('@여의도 ', 5)).toBeNull();
    expect(mentionQueryAt('안녕하세요', 5)).toBeNull();
    expect(mentionQueryAt(`@${'가'.repeat(21)}`, 22)).toBeNull();
  });

  it('puts the chosen nickname in place of what was typed, with one space after it', () => {
    const at = { start: 3, query: '여의' };
    expect(insertMention('내일 @여의 봐요', at, 6, '여의도러너')).toEqual({ text: '내일 @여의도러너 봐요', caret: 10 });
    expect(insertMention('@', { start: 0, query: '' }, 1, '새벽대장')).toEqual({ text: '@새벽대장 ', caret: 6 });
  });

  it('keeps only the picked members whose @nickname is still in the text', () => {
    const picked = new Map([
      [1, '새벽대장'],
      [2, '여의도러너'],
    ]);
    expect(mentionedIn('@새벽대장 안녕하세요', picked)).toEqual([1]);
    // Picked, then replaced by a longer name that starts alike: only the one still named.
    const alike = new Map([
      [3, '러너'],
      [4, '러너스'],
    ]);
    expect(mentionedIn('@러너스 와요', alike)).toEqual([4]);
  });
});

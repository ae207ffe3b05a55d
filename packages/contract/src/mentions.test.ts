import { describe, expect, it } from 'vitest';
import { mentionIndex, renameMentions, splitMentions } from './mentions.ts';

describe('mentions in a text', () => {
  it('finds @nickname only as a whole name', () => {
    expect(mentionIndex('@러너스 안녕', '러너')).toBe(-1);
    expect(mentionIndex('메일 a@러너 로', '러너')).toBe(-1);
    expect(mentionIndex('@러너스 @러너, 안녕', '러너')).toBe(5);
    expect(mentionIndex('안녕 @러너', '러너')).toBe(3);
    // A nickname may hold what a pattern would read as syntax.
    expect(mentionIndex('@a.b+c 어서 와', 'a.b+c')).toBe(0);
    expect(mentionIndex('@axb+c', 'a.b+c')).toBe(-1);
  });

  it('renames in one pass: never another name, nor a longer one that starts alike', () => {
    expect(renameMentions('@러너스 @러너 반가워요', new Map([['러너', '철수']]))).toBe('@러너스 @철수 반가워요');
    // A's old name is B's new one: each is rewritten once.
    expect(
      renameMentions(
        '@민수 @영희',
        new Map([
          ['민수', '영희'],
          ['영희', '탈퇴한 회원'],
        ]),
      ),
    ).toBe('@영희 @탈퇴한 회원');
    expect(renameMentions('그대로예요', new Map())).toBe('그대로예요');
  });

  it('cuts a text around each mention it names as a whole name', () => {
    const mentions = [
      { userId: 1, nickname: '러너' },
      { userId: 2, nickname: '러너스' },
    ];
    expect(splitMentions('@러너스 @러너 반가워요', mentions)).toEqual([
      { kind: 'mention', mention: mentions[1] },
      { kind: 'text', text: ' ' },
      { kind: 'mention', mention: mentions[0] },
      { kind: 'text', text: ' 반가워요' },
    ]);
    expect(splitMentions('@러너스만 와요', [{ userId: 1, nickname: '러너' }])).toEqual([{ kind: 'text', text: '@러너스만 와요' }]);
    expect(splitMentions('메일은 a@러너', mentions)).toEqual([{ kind: 'text', text: '메일은 a@러너' }]);
    expect(splitMentions('메일은 a@러너', [])).toEqual([{ kind: 'text', text: '메일은 a@러너' }]);
  });
});

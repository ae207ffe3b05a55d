import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './zod-locale.ts';

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('messages where a schema gives none (contract §3)', () => {
  it.each([
    ['a missing field', z.object({ a: z.string() }), {}, '필수 항목입니다.'],
    ['a word for a number', z.coerce.number(), 'many', '숫자를 입력해주세요.'],
    ['a fraction for an integer', z.number().int(), 1.5, '소수점 없는 숫자를 입력해주세요.'],
    ['a number for text', z.string(), 42, '글자로 입력해주세요.'],
    ['a string for an object', z.object({}), 'x', '형식이 올바르지 않습니다.'],
    ['a number past its maximum', z.number().max(50), 51, '50 이하의 숫자를 입력해주세요.'],
    ['zero for a positive id', z.number().positive(), 0, '0보다 큰 숫자를 입력해주세요.'],
    ['a number past the safe range', z.number().int(), 2 ** 60, '너무 큰 숫자입니다.'],
    ['a text too long', z.string().max(200), 'x'.repeat(201), '200자 이하로 입력해주세요.'],
    ['an empty text', z.string().min(1), '', '내용을 입력해주세요.'],
    ['too many items', z.array(z.number()).max(2), [1, 2, 3], '2개까지 보낼 수 있습니다.'],
    ['an address that is none', z.email(), 'kim', '올바른 이메일 주소를 입력해주세요.'],
    ['a value not on the list', z.enum(['A', 'B']), 'C', '고를 수 없는 값입니다.'],
    ['an unknown key', z.strictObject({}), { x: 1 }, '알 수 없는 항목이 있습니다.'],
  ])('%s', (_label, schema, value, expected) => {
    expect(first(schema, value)).toBe(expected);
  });

  it('never outrank a schema’s own message', () => {
    expect(first(z.string().max(2, '두 글자까지예요.'), 'abc')).toBe('두 글자까지예요.');
    expect(first(z.number({ error: '숫자만요.' }), 'x')).toBe('숫자만요.');
  });
});

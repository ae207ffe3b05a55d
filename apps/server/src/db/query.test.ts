import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { likePattern, renderPlain } from './query.ts';
import { posts, users } from './schema.ts';

const dialect = new PgDialect();
const drizzleRender = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};

describe('renderPlain', () => {
  const viewerIsAdmin = (viewerId: number | null) =>
    sql`exists (select 1 from users va where va.id = ${viewerId ?? 0} and va.role = 'ADMIN')`;
  const plain: [string, SQL][] = [
    ['text only', sql`select 1`],
    ['empty', sql``],
    ['values of each kind', sql`select ${1}, ${'가나'}, ${true}, ${null}, ${new Date('2026-01-02T03:04:05Z')}, ${12345678901234n}`],
    ['undefined as nothing', sql`select 1 ${undefined}`],
    ['nested templates, numbered in order', sql`select ${1}, ${viewerIsAdmin(7)} as admin where id = ${2} and ${sql`x = ${3}`}`],
    ['an array as a list', sql`where id in ${[1, 2, 3]} and name in ${['a', sql`lower(${'B'})`]}`],
    [
      'sql.join',
      sql`in (${sql.join(
        [1, 2, 3].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ],
    ['sql.raw and sql.empty', sql`select ${sql.raw('now()')} ${sql.empty()} ${sql``}`],
    ['sql.param', sql`select ${sql.param(5)}, ${sql.param(null)}`],
    ['a LIKE pattern', sql`where name ilike ${likePattern('50%_off')}`],
    ['a JSON value', sql`select ${JSON.stringify({ a: 1 })}::jsonb`],
  ];
  it.each(plain)('renders %s exactly as drizzle does', (_name, query) => {
    expect(renderPlain(query)).toEqual(drizzleRender(query));
  });

  const others: [string, SQL][] = [
    ['a column', sql`select ${posts.likeCount} + 1`],
    ['a table', sql`select * from ${users}`],
    ['an identifier', sql`select ${sql.identifier('id')}`],
    ['a placeholder', sql`select ${sql.placeholder('id')}`],
    ['inlined parameters', sql`select ${1}`.inlineParams()],
    ['a column inside a nested template', sql`select ${sql`${users.id}`}`],
  ];
  it.each(others)('leaves %s to drizzle', (_name, query) => {
    expect(renderPlain(query)).toBeNull();
  });
});

/**
 * Bulk loading: each batch is one `insert … select … from unnest($1::int4[], $2::text[], …)`
 * (one statement and one parameter per column, whatever the number of rows), on PostgreSQL and on
 * PGlite alike. The next batch is generated while the database writes the previous one.
 */
import type { ColumnType, Row, TableSource } from './source.ts';

/** What both node-postgres clients and PGlite offer. */
export type SqlClient = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

// Arrays travel as their text literal (unnest would flatten a two-dimensional array), times as epoch ms.
const PARAM_TYPE: Record<ColumnType, string> = {
  int: 'int4',
  text: 'text',
  bool: 'bool',
  float: 'float8',
  time: 'float8',
  'int[]': 'text',
  'text[]': 'text',
};

function selectExpression(name: string, type: ColumnType): string {
  const column = `u."${name}"`;
  if (type === 'time') return `to_timestamp(${column} / 1000.0)`;
  if (type === 'int[]') return `${column}::int4[]`;
  if (type === 'text[]') return `${column}::text[]`;
  return column;
}

function insertStatement(source: TableSource): string {
  const names = source.columns.map(([name]) => `"${name}"`).join(', ');
  const params = source.columns.map(([, type], index) => `$${index + 1}::${PARAM_TYPE[type]}[]`).join(', ');
  const select = source.columns.map(([name, type]) => selectExpression(name, type)).join(', ');
  // Ids are given (the plan refers to them), so identity columns take our values.
  return `insert into "${source.table}" (${names}) overriding system value select ${select} from unnest(${params}) as u(${names})`;
}

const arrayLiteral = (items: (string | number)[]) =>
  `{${items.map((item) => (typeof item === 'number' ? String(item) : `"${item.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;

function toParam(cell: Row[number], type: ColumnType): unknown {
  if (cell === null) return null;
  if (type === 'int[]' || type === 'text[]') return arrayLiteral(cell as (string | number)[]);
  if (type === 'time') return Math.round(cell as number);
  return cell;
}

/** Inserts every row of `source` in batches; answers the number of rows written. */
export async function loadTable(client: SqlClient, source: TableSource, batchSize: number): Promise<number> {
  const statement = insertStatement(source);
  const fresh = () => source.columns.map(() => [] as unknown[]);
  let columns = fresh();
  let pending: Promise<unknown> | undefined;
  let written = 0;
  const flush = async () => {
    const query = client.query(statement, columns);
    // Awaited below or on the next flush; this only keeps an early failure from being "unhandled".
    query.catch(() => {});
    written += columns[0]?.length ?? 0;
    columns = fresh();
    if (pending) await pending;
    pending = query;
  };
  for (const row of source.rows()) {
    for (const [index, [, type]] of source.columns.entries()) columns[index]?.push(toParam(row[index] ?? null, type));
    if ((columns[0]?.length ?? 0) >= batchSize) await flush();
  }
  if ((columns[0]?.length ?? 0) > 0) await flush();
  await pending;
  return written;
}

type Definition = { name: string; definition: string };

/**
 * Drops the table's secondary indexes and foreign keys, runs `load`, and restores them: one sort per
 * index and one join per foreign key (which still validates every row) instead of a b-tree insert
 * and a lookup per row. Primary keys stay (other tables' foreign keys need them). If the process
 * dies in between, `--reset` restores the schema from the migrations.
 */
export async function withDeferredIndexesAndKeys<T>(client: SqlClient, table: string, load: () => Promise<T>): Promise<T> {
  const indexes = (
    await client.query(
      `select i.relname as name, pg_get_indexdef(i.oid) as definition
         from pg_index x join pg_class i on i.oid = x.indexrelid
        where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
      [table],
    )
  ).rows as Definition[];
  const foreignKeys = (
    await client.query(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = $1::regclass and contype = 'f'`,
      [table],
    )
  ).rows as Definition[];
  for (const key of foreignKeys) await client.query(`alter table "${table}" drop constraint "${key.name}"`);
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  try {
    return await load();
  } finally {
    for (const index of indexes) await client.query(index.definition);
    for (const key of foreignKeys) await client.query(`alter table "${table}" add constraint "${key.name}" ${key.definition}`);
  }
}

/** Moves every identity sequence past the ids we wrote, so the API's inserts continue after them. */
export async function advanceIdentities(client: SqlClient, tables: string[]): Promise<void> {
  for (const table of tables) {
    await client.query(
      `select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)
        where pg_get_serial_sequence($1, 'id') is not null`,
      [table],
    );
  }
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own on the server `baseUrl` names, so that the row counts the checks compare
 * are only this run's (the server tests on PostgreSQL otherwise share one database between files).
 */
export async function privateDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `dongne_malformed_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

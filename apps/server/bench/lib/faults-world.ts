import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import { api } from './faults-server.ts';

const PASSWORD = 'faults password 1234';

export type Member = { id: number; email: string; token: string };
export type World = { groupId: number; members: Member[] };

/**
 * Puts `count` accounts into the database before any server runs (the embedded PGlite allows one
 * process at a time, and production mode has no dev mailbox to read sign-up codes from).
 */
export async function seedAccounts(target: { databaseUrl?: string; dataDir: string }, count: number): Promise<string[]> {
  const database = await openDatabase(target);
  try {
    await runMigrations(database, target.databaseUrl);
    await seedReferenceData(database.db);
    const run = randomBytes(3).toString('hex');
    const passwordHash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: count }, (_, index) => `faults-${run}-${index}@example.com`);
    await database.db
      .insert(users)
      .values(
        emails.map((email, index) => ({ email, nickname: `장애${run}${index}`, passwordHash, companyId: 1, agreedTermsIds: [1, 2, 3] })),
      );
    return emails;
  } finally {
    await database.close();
  }
}

/** Logs the seeded accounts in over HTTP; the first creates a public group and the others join it. */
export async function buildWorld(base: string, emails: string[]): Promise<World> {
  const members: Member[] = [];
  for (const email of emails) {
    const login = await api<{ accessToken: string; user: { id: number } }>(base, 'POST', '/api/auth/login', {
      body: { email, password: PASSWORD },
    });
    if (login.status !== 200) throw new Error(`login of ${email} answered ${login.status}`);
    members.push({ id: login.body.user.id, email, token: login.body.accessToken });
  }
  const [owner, ...others] = members;
  if (!owner) throw new Error('no accounts');
  const group = await api<{ id: number }>(base, 'POST', '/api/groups', {
    token: owner.token,
    body: {
      name: `장애 시험 ${randomBytes(2).toString('hex')}`,
      description: '장애를 견디는지 확인하는 모임입니다.',
      categoryIds: [201],
      locationId: 23,
    },
  });
  if (group.status !== 201) throw new Error(`group creation answered ${group.status}: ${JSON.stringify(group.body)}`);
  for (const member of others) {
    const joined = await api(base, 'POST', `/api/groups/${group.body.id}/join`, { token: member.token, body: {} });
    if (joined.status !== 201) throw new Error(`join answered ${joined.status}`);
  }
  return { groupId: group.body.id, members };
}

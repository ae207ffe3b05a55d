import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../lib/faults-server.ts';
import { call } from './http.ts';
import { type AbuseWorld, type Check, PASSWORD, type Scenario } from './world.ts';

const ATTACKER_IP = '127.0.0.2';
const OWNER_IP = '127.0.0.3';
const FAILURES = 10;

const signupBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  nickname: `가입${randomBytes(3).toString('hex')}`,
  password: 'attacker password 1',
  companyId: 1,
  agreedTermsIds: [1, 2, 3],
  ...extra,
});

/** Findings 5–7: anyone with an address in mind. */
export const addressScenarios: Scenario[] = [
  {
    name: '5-signup-hijack',
    run: async (world, check) => {
      const victim = world.newAddress();
      const verified = await world.verifyAddress(victim);
      const victimToken: unknown = verified.body?.verificationToken;
      check(typeof victimToken === 'string', 'verify-email answered no verificationToken');
      const bare = await world.call('POST', '/api/auth/signup', { body: signupBody(victim), from: ATTACKER_IP });
      check(bare.status === 400, `sign-up of the victim's verified address without its token answered ${bare.status}, not 400`);
      const attacker = world.newAddress();
      const own = (await world.verifyAddress(attacker, ATTACKER_IP)).body?.verificationToken;
      const borrowed = await world.call('POST', '/api/auth/signup', {
        body: signupBody(victim, { verificationToken: own ?? 'none' }),
        from: ATTACKER_IP,
      });
      check(borrowed.status === 400, `sign-up of the victim's address with another address's token answered ${borrowed.status}, not 400`);
      const owner = await world.call('POST', '/api/auth/signup', {
        body: signupBody(victim, { password: PASSWORD, verificationToken: victimToken }),
      });
      check(owner.status === 201, `the victim's own sign-up answered ${owner.status}, not 201`);
      const hijacked = await world.call('POST', '/api/auth/login', { body: { email: victim, password: 'attacker password 1' } });
      check(hijacked.status !== 200, "the attacker's password logs in to the victim's address");
    },
  },
  {
    name: '6-login-lockout',
    run: async (world, check) => {
      const victim = await world.account();
      const statuses: number[] = [];
      for (let i = 0; i < FAILURES; i++) {
        const wrong = await world.call('POST', '/api/auth/login', {
          body: { email: victim.email, password: `wrong ${i}` },
          from: ATTACKER_IP,
        });
        statuses.push(wrong.status);
      }
      check(
        statuses.every((status) => status === 401),
        `wrong logins answered ${[...new Set(statuses)].join('/')}, not 401`,
      );
      const again = await world.call('POST', '/api/auth/login', {
        body: { email: victim.email, password: 'wrong again' },
        from: ATTACKER_IP,
      });
      check(again.status === 429, `the failing IP's ${FAILURES + 1}th try answered ${again.status}, not 429`);
      const owner = await world.call('POST', '/api/auth/login', { body: { email: victim.email, password: PASSWORD }, from: OWNER_IP });
      check(
        owner.status === 200,
        `the owner's right password from another IP answered ${owner.status} after ${FAILURES} failures from the attacker`,
      );

      const address = world.newAddress();
      for (let i = 0; i < FAILURES + 1; i++) {
        await world.call('POST', '/api/auth/signup', { body: signupBody(address), from: ATTACKER_IP });
      }
      const token = (await world.verifyAddress(address, OWNER_IP)).body?.verificationToken;
      const signup = await world.call('POST', '/api/auth/signup', {
        body: signupBody(address, { password: PASSWORD, ...(token ? { verificationToken: token } : {}) }),
        from: OWNER_IP,
      });
      check(
        signup.status === 201,
        `the owner's sign-up after ${FAILURES + 1} failed ones by another IP answered ${signup.status}, not 201`,
      );
    },
  },
  {
    name: '7-dev-exposure',
    run: async (world, check) => {
      await devMailbox(world, check);
      await productionStarts(world.spareDataDir, check);
    },
  },
];

/** Development mode: the mailbox answers this machine and nobody else (a client behind the proxy). */
async function devMailbox(world: AbuseWorld, check: Check) {
  const victim = await world.account();
  const reset = await world.call('POST', '/api/password/reset-request', { body: { email: victim.email } });
  check(reset.status === 200, `reset request answered ${reset.status}`);
  const mailbox = `/api/dev/mail?to=${encodeURIComponent(victim.email)}`;
  const local = await world.call('GET', mailbox);
  check(local.status === 200 && local.text.includes(victim.email), `the dev mailbox answered ${local.status} to this machine`);
  const remote = await world.call('GET', mailbox, { headers: { 'x-forwarded-for': '203.0.113.7' } });
  check(remote.status === 404 && !remote.text.includes(victim.email), `the dev mailbox answered ${remote.status} to 203.0.113.7`);
}

/** Production: no start without a mail transport; no API pages and no dev mailbox once started. */
async function productionStarts(dataDir: string, check: Check) {
  const silent = mkdtempSync(path.join(tmpdir(), 'dongne-abuse-prod-'));
  try {
    // The child prints its refusal ("SMTP_URL: required in production") on this script's stderr.
    const started = await startServerProcess({ dataDir: silent, env: { MAIL_OUTBOX: 'false' } }, 60_000).catch(() => null);
    check(started === null, 'production started without SMTP_URL or MAIL_OUTBOX=true');
    await started?.stop();
  } finally {
    rmSync(silent, { recursive: true, force: true });
  }
  const server = await startServerProcess({ dataDir });
  try {
    for (const url of ['/api/docs', '/api/docs/json', '/api/dev/mail?to=a%40example.com']) {
      const answer = await call(server.url, 'GET', url);
      check(answer.status === 404, `production answered ${url} with ${answer.status}, not 404`);
    }
  } finally {
    await server.stop();
  }
}

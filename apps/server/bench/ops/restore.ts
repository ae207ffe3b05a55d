import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { createPrivateCluster, type PrivateCluster } from '../lib/faults-postgres.ts';
import { FaultReport } from '../lib/faults-report.ts';
import { api, type ServerProcess, startServerProcess } from '../lib/faults-server.ts';
import { buildWorld, seedAccounts } from '../lib/faults-world.ts';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** The service's role, as docs/deploy.md ("Database provisioning") creates it. */
const ROLE = 'dongne';

/**
 * Contract §15, "the documented deploy is the tested one": the backup and restore of
 * docs/operations.md ("Backup and restore"), step by step, on a private PostgreSQL cluster (never
 * the machine's own: roles belong to a whole cluster). A service started on a database provisioned
 * as docs/deploy.md says makes members, a group, a post with an image and a chat message; `pg_dump`
 * and a copy of `DATA_DIR/uploads` are taken while it runs; the restore goes into a new database
 * owned by the service role and a new data folder; a service started on them (as the service role)
 * reads everything back, the image byte for byte, and writes. The restore the documentation gave
 * before (`createdb` and `pg_restore --no-owner` as the superuser) is tried too, as a figure.
 */
export async function runRestore(options: { smoke: boolean }): Promise<FaultReport> {
  const report = new FaultReport('restore: pg_dump and uploads copy of a running service, restored as docs/operations.md says');
  const cluster = await createPrivateCluster();
  const work = mkdtempSync(path.join(tmpdir(), 'dongne-ops-restore-'));
  const servers: ServerProcess[] = [];
  try {
    const superuser = (database: string) => urlOf(cluster, 'postgres', database);
    await sql(superuser('postgres'), [
      `create role ${ROLE} login password '${randomBytes(12).toString('hex')}'`,
      `create database dongne_live owner ${ROLE} encoding 'UTF8' template template0`,
    ]);

    // 1. The running service and its data.
    const liveDir = path.join(work, 'live');
    const liveTarget = { databaseUrl: urlOf(cluster, ROLE, 'dongne_live'), dataDir: liveDir };
    const emails = await seedAccounts(liveTarget, 2);
    const live = await startServerProcess(liveTarget);
    servers.push(live);
    const world = await buildWorld(live.url, emails);
    const [owner, member] = world.members;
    if (!owner || !member) throw new Error('no members');
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('post', JSON.stringify({ groupId: world.groupId, content: '복원 시험 글입니다.' }));
    form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'a.png');
    const posted = await fetch(`${live.url}/api/posts/with-images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const post = (await posted.json()) as { id: number; imageUrls: string[] };
    if (posted.status !== 201) throw new Error(`post with an image answered ${posted.status}`);
    const chat = await api<{ id: number }>(live.url, 'POST', `/api/groups/${world.groupId}/chat/messages`, {
      token: member.token,
      body: { message: '복원 전에 남긴 메시지', messageType: 'TEXT', clientId: 'restore-1' },
    });
    if (chat.status !== 201) throw new Error(`chat send answered ${chat.status}`);
    const imageUrl = post.imageUrls[0] ?? '';
    const served = await fetch(`${live.url}${imageUrl}`);
    const imageBytes = Buffer.from(await served.arrayBuffer());

    // 2. The backup, while it runs (docs/operations.md): pg_dump -Fc, and the uploads folder.
    const dump = path.join(work, 'dongne.dump');
    const backupStarted = performance.now();
    tool('pg_dump', ['-Fc', '-d', superuser('dongne_live'), '-f', dump]);
    execFileSync('tar', ['czf', path.join(work, 'uploads.tgz'), '-C', liveDir, 'uploads']);
    report.figure('backup (pg_dump -Fc + tar of uploads)', `${Math.round(performance.now() - backupStarted)} ms`);
    await live.stop();

    // 3. The restore of docs/operations.md: a new database owned by the service role, pg_restore as
    // that role (--no-owner --role), the uploads folder unpacked into the new DATA_DIR.
    const restoredDir = path.join(work, 'restored');
    mkdirSync(restoredDir, { recursive: true });
    const restoreStarted = performance.now();
    const server = ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres'];
    tool('createdb', [...server, '-O', ROLE, '-E', 'UTF8', '-T', 'template0', 'dongne_restored']);
    const restored = tool('pg_restore', ['--no-owner', `--role=${ROLE}`, '-d', superuser('dongne_restored'), dump], { allowFailure: true });
    execFileSync('tar', ['xzf', path.join(work, 'uploads.tgz'), '-C', restoredDir]);
    report.check(
      'pg_restore into a database owned by the service role finishes without an error',
      restored.status === 0,
      restored.stderr.trim(),
    );
    report.figure('restore (createdb + pg_restore + untar)', `${Math.round(performance.now() - restoreStarted)} ms`);

    const again = await startServerProcess({ databaseUrl: urlOf(cluster, ROLE, 'dongne_restored'), dataDir: restoredDir });
    servers.push(again);
    const login = await api<{ accessToken: string }>(again.url, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: 'faults password 1234' },
    });
    report.check('the restored service lets a member sign in with the old password', login.status === 200, `login ${login.status}`);
    const token = login.body?.accessToken ?? owner.token;
    const readPost = await api<{ content: string; imageUrls: string[] }>(again.url, 'GET', `/api/posts/${post.id}`, { token });
    report.check(
      'the post is back with its text and image URL',
      readPost.status === 200 && readPost.body.content === '복원 시험 글입니다.' && readPost.body.imageUrls[0] === imageUrl,
      `GET post ${readPost.status}`,
    );
    const image2 = await fetch(`${again.url}${imageUrl}`);
    const bytes2 = Buffer.from(await image2.arrayBuffer());
    report.check(
      'the image is served byte for byte from the restored uploads',
      image2.status === 200 && bytes2.equals(imageBytes),
      `${image2.status}, ${bytes2.length} bytes`,
    );
    const history = await api<{ content: { id: number; message?: string; content?: string }[] }>(
      again.url,
      'GET',
      `/api/groups/${world.groupId}/chat/messages?size=50`,
      { token },
    );
    report.check(
      'the chat message is back',
      history.status === 200 && history.body.content.some((message) => message.id === chat.body.id),
      `history ${history.status}`,
    );
    const write = await api(again.url, 'POST', '/api/posts', {
      token,
      body: { groupId: world.groupId, content: '복원 뒤에 쓴 글입니다.' },
    });
    report.check('the service role writes to the restored database (no 42501)', write.status === 201, `POST /api/posts ${write.status}`);
    await again.stop();

    // 4. The restore docs/operations.md gave before: objects owned by the superuser.
    if (!options.smoke) {
      tool('createdb', [...server, 'dongne_old_way']);
      tool('pg_restore', ['--no-owner', '-d', superuser('dongne_old_way'), dump], { allowFailure: true });
      const oldDir = path.join(work, 'old-way');
      mkdirSync(oldDir, { recursive: true });
      const outcome = await startServerProcess({ databaseUrl: urlOf(cluster, ROLE, 'dongne_old_way'), dataDir: oldDir }, 60_000)
        .then(async (server) => {
          const write2 = await api(server.url, 'POST', '/api/posts', { token, body: { groupId: world.groupId, content: '옛 복원' } });
          await server.stop();
          return `started; a write answered ${write2.status}`;
        })
        .catch((error: Error) => `did not start (${error.message.replace(/^http:\/\/[^:]+:\d+: /, '')})`);
      report.figure('the former restore (createdb + pg_restore --no-owner as superuser), service as its role', outcome);
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    cluster.destroy();
    if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
  return report;
}

function urlOf(cluster: PrivateCluster, user: string, database: string): string {
  return `postgres://${user}@127.0.0.1:${cluster.port}/${database}`;
}

async function sql(url: string, statements: string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client program; throws on a non-zero exit unless `allowFailure`. */
function tool(name: string, args: string[], { allowFailure = false } = {}) {
  const result = spawnSync(path.join(PG_BIN, name), args, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) throw new Error(`${name} failed: ${result.stderr || result.stdout}`);
  return result;
}

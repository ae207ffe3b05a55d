// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which migrates, seeds reference data and serves web + API + /ws on one port).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Node runs the server's TypeScript as it is, erasing the types as it loads each file (type
// stripping, Node ≥ 22.18): no compiler at start and no cache written anywhere. tsconfig's
// `erasableSyntaxOnly` keeps the code within what stripping accepts (docs/decisions.md).
if (!process.features.typescript) {
  console.error(
    `동네모임 could not start. Node ${process.version} cannot run TypeScript; start with \`npm start\` (it uses node_modules/.bin/node, Node 24) or Node ≥ 22.18.`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');
// The server's first render of guests' pages comes from the same build.
const builtSsrEntry = path.join(webDir, 'dist-ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(root, 'packages/contract/src')];
const isStale =
  !existsSync(builtIndex) ||
  !existsSync(builtSsrEntry) ||
  sources.some(
    (source) =>
      existsSync(source) &&
      (statSync(source).isDirectory() ? newestMtime(source) : statSync(source).mtimeMs) > statSync(builtIndex).mtimeMs,
  );
if (isStale && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('동네모임: building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@dongne/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(path.join(root, 'apps/server/src/main.ts')).href);

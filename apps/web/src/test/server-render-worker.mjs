// Renders first screens with the app's SSR entry in a worker thread (entry-server.test.tsx): a realm
// of its own, as on the server. react-dom's server renderer leaves its context values on the context
// objects, which a client render in the same realm would read as defaults.
import { parentPort, workerData } from 'node:worker_threads';
import { createServer } from 'vite';

const vite = await createServer({
  root: workerData.root,
  configFile: workerData.configFile,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
});
try {
  const entry = await vite.ssrLoadModule('/src/entry-server.tsx');
  const results = [];
  for (const job of workerData.jobs) {
    const plan = entry.planFirstScreen(job.url, job.placeHint);
    results.push(plan ? { plan, ...(await entry.renderFirstScreen(plan, job.answer)) } : { plan: null });
  }
  parentPort.postMessage({ results });
} catch (error) {
  parentPort.postMessage({ error: String(error?.stack ?? error) });
} finally {
  await vite.close();
}

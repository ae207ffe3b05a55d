import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** The parts of a DevTools `Profiler.Profile` this reads. */
type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

export type CpuSummary = {
  /** Milliseconds of samples in the page's main thread, by script file (or `(program)`, `(garbage collector)`, `(idle)`). */
  byFile: [file: string, ms: number][];
  /** The functions with the most self time: `name (file:line)`. */
  byFunction: [frame: string, ms: number][];
  totalMs: number;
};

/** Starts sampling the page's main thread (every 100 µs of wall time, whatever the CPU throttling). */
export async function startCpuProfile(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  return cdp;
}

const fileOf = (url: string) => (url === '' ? '' : (new URL(url, 'http://x/').pathname.split('/').pop() ?? url));

/** Stops it, keeps the profile as `<dir>/<name>.cpuprofile` (DevTools opens it), and sums its self time. */
export async function stopCpuProfile(cdp: CDPSession, dir: string, name: string): Promise<CpuSummary> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await writeFile(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1_000;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = fileOf(url) || functionName || '(anonymous)';
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const frame = `${functionName || '(anonymous)'}${url ? ` (${fileOf(url)}:${lineNumber + 1})` : ''}`;
    byFunction.set(frame, (byFunction.get(frame) ?? 0) + ms);
    totalMs += ms;
  });
  const top = (map: Map<string, number>, count: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { byFile: top(byFile, 12), byFunction: top(byFunction, 20), totalMs };
}

export function printCpuSummary(label: string, summary: CpuSummary): void {
  console.log(`\n### Main-thread CPU of ${label} (self time, ms of the profile's ${summary.totalMs.toFixed(0)})\n`);
  console.log('| file | ms |\n| --- | ---: |');
  for (const [file, ms] of summary.byFile) console.log(`| ${file} | ${ms.toFixed(0)} |`);
  console.log('\n| function (file:line) | self ms |\n| --- | ---: |');
  for (const [frame, ms] of summary.byFunction) console.log(`| ${frame.replaceAll('|', '\\|')} | ${ms.toFixed(0)} |`);
}

/** A trace event of Chromium's `devtools.timeline` category (complete events: `ph: 'X'`, times in µs). */
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: Record<string, unknown> };

/** What the renderer's main thread spent its long tasks on (Lighthouse's TBT counts each task's time past 50 ms). */
export type TaskSummary = {
  /** Tasks over 50 ms: start (ms after the first event), duration and their three biggest direct parts. */
  longTasks: { atMs: number; ms: number; parts: string }[];
  /** Milliseconds per kind of work inside tasks (style, layout, script evaluation, compilation…), nested kinds not double-counted. */
  byKind: [kind: string, ms: number][];
  blockingMs: number;
};

/** The main thread's tasks (`RunTask`) and the work directly inside them, from a trace of `devtools.timeline`. */
export function summariseTrace(trace: Buffer): TaskSummary {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's renderer: of the main threads (about:blank's renderer is another process), the busiest.
  const busy = new Map<string, number>();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events)
    if (event.name === 'RunTask' && mains.has(`${event.pid}:${event.tid}`))
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const thread = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined && `${event.pid}:${event.tid}` === thread)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const origin = onMain[0]?.ts ?? 0;
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const byKind = new Map<string, number>();
  const longTasks: TaskSummary['longTasks'] = [];
  let blockingMs = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    // The task's direct children: events inside it not inside an earlier child.
    const parts = new Map<string, number>();
    let coveredUntil = task.ts;
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts >= end || event.ts < coveredUntil) continue;
      parts.set(event.name, (parts.get(event.name) ?? 0) + (event.dur ?? 0) / 1_000);
      coveredUntil = event.ts + (event.dur ?? 0);
    }
    for (const [name, ms] of parts) byKind.set(name, (byKind.get(name) ?? 0) + ms);
    const ms = (task.dur ?? 0) / 1_000;
    if (ms > 50) {
      blockingMs += ms - 50;
      const biggest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 3);
      longTasks.push({
        atMs: (task.ts - origin) / 1_000,
        ms,
        parts: biggest.map(([name, part]) => `${name} ${part.toFixed(0)}`).join(', '),
      });
    }
  }
  return { longTasks, byKind: [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 12), blockingMs };
}

export function printTaskSummary(label: string, summary: TaskSummary): void {
  console.log(
    `\n### Main-thread tasks of ${label}: ${summary.longTasks.length} over 50 ms, ${summary.blockingMs.toFixed(0)} ms past 50 ms\n`,
  );
  console.log('| task at ms | ms | its biggest parts (ms) |\n| ---: | ---: | --- |');
  for (const task of summary.longTasks) console.log(`| ${task.atMs.toFixed(0)} | ${task.ms.toFixed(0)} | ${task.parts} |`);
  console.log('\n| work inside tasks | ms |\n| --- | ---: |');
  for (const [kind, ms] of summary.byKind) console.log(`| ${kind} | ${ms.toFixed(0)} |`);
}

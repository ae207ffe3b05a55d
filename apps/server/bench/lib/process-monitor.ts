import { readFileSync } from 'node:fs';
import { percentile } from './faults-report.ts';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks on every platform Node runs on. */
const TICKS_PER_SECOND = 100;

export type ProcessSample = { rssMiB: number; cpuSeconds: number };

/** The process's resident memory (VmRSS) and the CPU it has used (user + system), from /proc. */
export function sampleProcess(pid: number): ProcessSample | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKiB = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? Number.NaN);
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return { rssMiB: rssKiB / 1024, cpuSeconds: ticks / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

export type MonitorSummary = {
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssAfterMiB: number;
  cpuSeconds: number;
  healthP50Ms: number;
  healthMaxMs: number;
  /** Health probes that failed or took longer than the probe timeout. */
  healthFailures: number;
  probes: number;
};

/**
 * Samples a server process every `everyMs` while a scenario runs: memory and CPU from /proc, and
 * how long `GET /api/health` takes (one probe at a time, so a stalled server shows as one long probe,
 * never as a pile of them).
 */
export class ProcessMonitor {
  private readonly latencies: number[] = [];
  private failures = 0;
  private peak = 0;
  private timer: NodeJS.Timeout | undefined;
  private probing: Promise<void> | null = null;
  private readonly before: ProcessSample;

  private readonly pid: number;
  private readonly healthUrl: string;
  private readonly probeTimeoutMs: number;

  private constructor(pid: number, healthUrl: string, probeTimeoutMs: number, everyMs: number) {
    this.pid = pid;
    this.healthUrl = healthUrl;
    this.probeTimeoutMs = probeTimeoutMs;
    this.before = sampleProcess(pid) ?? { rssMiB: 0, cpuSeconds: 0 };
    this.peak = this.before.rssMiB;
    this.timer = setInterval(() => this.tick(), everyMs);
  }

  static start(pid: number, baseUrl: string, { everyMs = 200, probeTimeoutMs = 5_000 } = {}): ProcessMonitor {
    return new ProcessMonitor(pid, `${baseUrl}/api/health`, probeTimeoutMs, everyMs);
  }

  private tick(): void {
    const sample = sampleProcess(this.pid);
    if (sample) this.peak = Math.max(this.peak, sample.rssMiB);
    if (this.probing) return;
    const started = performance.now();
    this.probing = fetch(this.healthUrl, { signal: AbortSignal.timeout(this.probeTimeoutMs) })
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.status === 200) this.latencies.push(performance.now() - started);
        else this.failures += 1;
      })
      .catch(() => {
        this.failures += 1;
      })
      .finally(() => {
        this.probing = null;
      });
  }

  /** Stops sampling and sums up; `after` is read now, so settle first if it should show what stayed. */
  async stop(): Promise<MonitorSummary> {
    clearInterval(this.timer);
    await this.probing;
    const after = sampleProcess(this.pid) ?? { rssMiB: 0, cpuSeconds: this.before.cpuSeconds };
    this.peak = Math.max(this.peak, after.rssMiB);
    return {
      rssBeforeMiB: this.before.rssMiB,
      rssPeakMiB: this.peak,
      rssAfterMiB: after.rssMiB,
      cpuSeconds: after.cpuSeconds - this.before.cpuSeconds,
      healthP50Ms: percentile(this.latencies, 50),
      healthMaxMs: this.latencies.length > 0 ? Math.max(...this.latencies) : 0,
      healthFailures: this.failures,
      probes: this.latencies.length + this.failures,
    };
  }
}

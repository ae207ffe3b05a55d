import { execFileSync } from 'node:child_process';

export type Check = { name: string; pass: boolean; detail: string };

/**
 * The checks a fault script made, printed as one markdown table with PASS/FAIL per row; a script
 * that recorded any failure exits non-zero, so a run with errors is never mistaken for a result.
 */
export class FaultReport {
  readonly checks: Check[] = [];
  readonly figures: [string, string][] = [];

  readonly title: string;

  constructor(title: string) {
    this.title = title;
  }

  check(name: string, pass: boolean, detail = ''): boolean {
    this.checks.push({ name, pass, detail });
    console.error(`${pass ? 'PASS' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
    return pass;
  }

  /** A measured figure shown under the checks (not judged). */
  figure(name: string, value: string | number): void {
    this.figures.push([name, String(value)]);
  }

  get passed(): boolean {
    return this.checks.length > 0 && this.checks.every((check) => check.pass);
  }

  /** Markdown for the terminal and the docs: checks, figures and the machine's load. */
  toMarkdown(): string {
    const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
    const lines = [`### ${this.title}`, '', '| check | result | detail |', '|---|---|---|'];
    for (const check of this.checks) lines.push(`| ${cell(check.name)} | ${check.pass ? 'PASS' : '**FAIL**'} | ${cell(check.detail)} |`);
    if (this.figures.length > 0) {
      lines.push('', '| figure | value |', '|---|---|');
      for (const [name, value] of this.figures) lines.push(`| ${cell(name)} | ${cell(value)} |`);
    }
    lines.push('', `\`uptime\`: ${uptime()}`, '', `**${this.passed ? 'PASS' : 'FAIL'}**`);
    return lines.join('\n');
  }
}

/** The load average while the figures were measured (the machine is shared). */
export function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `tasks` with at most `limit` in flight (verification reads must not flood the server). */
export async function mapLimit<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

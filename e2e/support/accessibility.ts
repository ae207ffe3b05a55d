import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { AXE_EXCLUSIONS } from './axe-exclusions.ts';

/** The success criteria the product promises: WCAG 2.1 levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const SNIPPET_CHARS = 160;

/** One line per offending element under its rule: what is wrong, where, and the markup. */
export function describeViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : part)).join(' | ');
        const html = node.html.replace(/\s+/g, ' ').slice(0, SNIPPET_CHARS);
        const why = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `    - ${target}\n      ${html}${why ? `\n      ${why}` : ''}`;
      });
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on the page as it is now against WCAG 2.1 A/AA and throws with every violation
 * listed (rule, impact, target selectors, a snippet of the markup) when there is any. With
 * AXE_REPORT_ONLY=1 it prints them and goes on, to see every screen's findings in one run.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const { selector } of AXE_EXCLUSIONS) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const width = page.viewportSize()?.width ?? 0;
  const message = `axe found ${violations.length} WCAG 2.1 AA violation(s) on "${label}" at ${width}px (${page.url()}):\n${describeViolations(violations)}`;
  if (process.env.AXE_REPORT_ONLY === '1') console.warn(message);
  else throw new Error(message);
}

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Two landmarks of one kind with the same name (axe rates them moderate; issue 30 named them). */
const DUPLICATE_LANDMARK_RULES = new Set(['landmark-unique', 'landmark-no-duplicate-main', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo']);

const describe = (v: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }) =>
  `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`;

/**
 * Fails on any violation of serious or critical impact: WCAG 2.x A/AA, axe's best practices, and
 * its experimental rules (off by default in axe; on here, e.g. label-content-name-mismatch).
 * `landmarks: true` also fails on duplicate landmarks, from the same axe run.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { landmarks?: boolean } = {}): Promise<void> {
  // Legacy mode runs axe.run() in the page itself. The default opens a blank page in the context
  // for axe.finishRun() and injects axe (600 kB) into it on every call, which only cross-origin
  // frames need; the site has none (the tests also prove it asks no third party). Same rules, same
  // results; about 40% less time a check on the 2-core machine.
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental']).setLegacyMode().analyze();
  const failing = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || (options.landmarks && DUPLICATE_LANDMARK_RULES.has(v.id)));
  expect(failing.map(describe)).toEqual([]);
}

import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 AA, the product's accessibility bar (DESIGN.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Scans the page with axe-core. The source is evaluated once per document (a scan after a client-side navigation
 * reuses it), where @axe-core/playwright's AxeBuilder evaluated all of it again before every scan. The product has
 * no iframes, so the top document is the whole page.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS } };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run: (o: RunOptions) => Promise<AxeResults> } }).axe.run(runOptions),
    options,
  );
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

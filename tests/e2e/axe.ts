import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the shop's pages are held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeViolation {
  rule: string;
  impact: string | null | undefined;
  help: string;
  nodes: string[];
}

/**
 * The page's accessibility violations by axe-core, each as its rule, impact and the elements it
 * found, so a failing test names them. axe-core is evaluated into the page through the DevTools
 * protocol when it is not there yet (the page's Content-Security-Policy does not apply to that),
 * then run with the WCAG tags, reporting violations only: about a third of the time
 * @axe-core/playwright's builder takes for the same rules.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  return runAxe(page);
}

/** Fails with each violation named when the page breaks a WCAG 2.2 A/AA rule. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  expect(await axeViolations(page), label).toEqual([]);
}

let axeSource: string | undefined;
const source = () =>
  (axeSource ??= readFileSync(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  ));

/**
 * Loads axe-core into every document the context opens, before the page's own scripts (as a
 * DevTools init script, so the Content-Security-Policy does not refuse it). A sweep over many
 * pages then runs the same rules as `axeViolations` without injecting the script on each check.
 */
export async function preloadAxe(context: BrowserContext) {
  await context.addInitScript({ content: source() });
}

/** The violations on a page of a context prepared by `preloadAxe`, as `axeViolations` names them. */
export const preloadedAxeViolations = (page: Page) => runAxe(page);

async function runAxe(page: Page): Promise<AxeViolation[]> {
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  }, WCAG_TAGS);
}

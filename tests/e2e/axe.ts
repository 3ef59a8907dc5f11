import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the shop's pages are held to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The page's accessibility violations by axe-core (@axe-core/playwright), each as its rule,
 * impact and the elements it found, so a failing test names them. The script is evaluated
 * through the DevTools protocol, so the page's Content-Security-Policy does not stand in its way.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

/** Fails with each violation named when the page breaks a WCAG 2.2 A/AA rule. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  expect(await axeViolations(page), label).toEqual([]);
}

import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs axe-core in the page against the WCAG 2.1 A and AA rules and fails with each violation
 * named (rule, impact, the elements). The script is evaluated through the DevTools protocol, so
 * the page's Content-Security-Policy (nonces only) does not stand in its way.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
    }));
  });
  expect(violations, label).toEqual([]);
}

import { describeEachDatabase } from '../setup/databases';
import { runCases, useAbuseShop, useTally, type AbuseCase } from './harness';

/**
 * One class of bad input on each database: one shop for all its groups of cases, each group
 * run by `runCases`, and the count of its cases printed after the suite.
 */
export function describeAbuse(
  title: string,
  className: string,
  groups: Record<string, AbuseCase[]>,
  options: { pages?: boolean } = {},
) {
  describeEachDatabase(`${title} on %s`, { shared: true }, (suite) => {
    const shop = useAbuseShop(suite, options);
    const count = useTally(suite.kind, className);
    for (const [group, cases] of Object.entries(groups)) runCases(group, shop, count, cases);
  });
}

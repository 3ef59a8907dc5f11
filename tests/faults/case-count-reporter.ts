import type { Reporter, TestModule } from 'vitest/node';

/** Closes the run with the number of fault cases tried and how they ended. */
export default class CaseCountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules)
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') counts[state]++;
        else counts.skipped++;
      }
    const tried = counts.passed + counts.failed;
    console.log(
      `\nfault suite: ${tried} cases tried, ${counts.passed} passed, ${counts.failed} failed` +
        (counts.skipped ? `, ${counts.skipped} skipped` : ''),
    );
  }
}

/**
 * A Vitest reporter that ends the run with one plain line, `N passed, N failed, N skipped`, which
 * any CI log reader understands whatever the runner's own colours and layout.
 */
import type { Reporter, TestModule } from 'vitest/node';

/** Counts test cases by state and prints the closing line. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (mod.state() === 'failed' && mod.children.size === 0) failed++;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}

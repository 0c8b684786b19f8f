import type { Reporter, TestModule } from 'vitest/node';

/** Prints one plain closing line, "Tests: N passed, N failed, N skipped", after Vitest's own summary. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of testModules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++;
    }
    failed += unhandledErrors.length;
    console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}

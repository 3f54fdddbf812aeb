import { describe, expect, it } from 'vitest';
import { summariseReport, type VitestJsonReport } from '#test/support/test-report.ts';

const report: VitestJsonReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 1,
  testResults: [
    {
      name: '/repo/test/e2e/a.test.ts',
      assertionResults: [
        { fullName: 'a passes', status: 'passed', failureMessages: [] },
        { fullName: 'a fails', status: 'failed', failureMessages: ['AssertionError: expected 5 to be 4\n    at a.test.ts:3:1', 'second try'] },
      ],
    },
    {
      name: '/repo/test/e2e/b.test.ts',
      assertionResults: [
        { fullName: 'b passes the second time', status: 'passed', failureMessages: ['TimeoutError: locator.waitFor: Timeout 30000ms exceeded.\n    at b.test.ts:9:2'] },
        { fullName: 'b is skipped', status: 'skipped', failureMessages: null },
      ],
    },
  ],
};

describe("npm test's reading of a Vitest report", () => {
  it('counts, and names each failed test and each that passed only on its retry with its first error line', () => {
    expect(summariseReport(report, '/repo')).toEqual({
      passed: 2,
      failed: 1,
      skipped: 2,
      failures: ['test/e2e/a.test.ts › a fails\n      AssertionError: expected 5 to be 4'],
      retried: ['test/e2e/b.test.ts › b passes the second time\n      TimeoutError: locator.waitFor: Timeout 30000ms exceeded.'],
    });
  });
});

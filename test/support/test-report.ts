import { relative } from 'node:path';

/** The part of a Vitest JSON report (`--reporter=json`) that `npm test` reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] | null }> }>;
}

export interface ReportSummary {
  passed: number;
  failed: number;
  skipped: number;
  /** Each failed test: its file from `root`, its name and its first error's first line. */
  failures: string[];
  /** Each test that failed and then passed on its retry, said the same way. */
  retried: string[];
}

/** What a Vitest JSON report says, with the tests that failed or needed a retry named. */
export function summariseReport(report: VitestJsonReport, root: string): ReportSummary {
  const failures: string[] = [];
  const retried: string[] = [];
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      const firstError = test.failureMessages?.[0]?.split('\n')[0];
      if (firstError === undefined) continue;
      const line = `${relative(root, file.name)} › ${test.fullName}\n      ${firstError}`;
      // Vitest keeps a retried test's earlier errors: one that passed with errors passed on a retry.
      if (test.status === 'failed') failures.push(line);
      else if (test.status === 'passed') retried.push(line);
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
    retried,
  };
}

import { appendFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { threadId } from 'node:worker_threads';
import { expect } from 'vitest';
import { REPO_ROOT } from './app-process';

/** Where each browser-test worker writes the axe checks it made, one JSON line a check (docs/accessibility.md's source). */
export const ACCESSIBILITY_RECORDS_DIR = join(REPO_ROOT, 'test-results', 'accessibility');

/** One axe-core run on one screen, as the browser test that made it left the page. */
export interface AccessibilityCheck {
  /** The test file, from the repository's root. */
  file: string;
  /** The test's full name: the state the screen was checked in. */
  test: string;
  url: string;
  /** The rules that found something to judge on the screen (passed, failed or left for review). */
  applied: string[];
  /** Every violation, minor ones included, by rule and impact. */
  violations: { rule: string; impact: string; nodes: number }[];
}

/** Adds one check to this worker's records; the e2e run's teardown turns them into the report (accessibility-report.ts). */
export function recordAccessibilityCheck(check: Omit<AccessibilityCheck, 'file' | 'test'>): void {
  const state = expect.getState();
  const record: AccessibilityCheck = {
    file: state.testPath ? relative(REPO_ROOT, state.testPath) : '',
    test: state.currentTestName ?? '',
    ...check,
  };
  mkdirSync(ACCESSIBILITY_RECORDS_DIR, { recursive: true });
  appendFileSync(join(ACCESSIBILITY_RECORDS_DIR, `${process.pid}-${threadId}.jsonl`), `${JSON.stringify(record)}\n`);
}

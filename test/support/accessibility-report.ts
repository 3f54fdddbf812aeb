import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import type { TestProject } from 'vitest/node';
import { clientPathOf } from '#shared/client-paths.ts';
import { ACCESSIBILITY_RECORDS_DIR, type AccessibilityCheck } from './accessibility-record';
import { REPO_ROOT } from './app-process';

export const REPORT_PATH = join(REPO_ROOT, 'docs', 'accessibility.md');
export const REPORT_START = '<!-- axe-report:start (written by test/support/accessibility-report.ts from the browser tests; do not edit) -->';
export const REPORT_END = '<!-- axe-report:end -->';

/** The impacts that fail the run: the report states none, so any is new. */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

/**
 * A check's site ("default", or the first label of a site on a subdomain, less the random suffix a
 * test gives the site it makes, so the table reads the same on every run) and screen (the router's
 * path, or the not-found page).
 */
function screenOf(url: string): { site: string; screen: string } {
  const { hostname, pathname } = new URL(url);
  // npm start's own check reaches the default site by its address.
  const site = hostname === 'localhost' || /^[\d.]+$/.test(hostname) ? 'default' : (hostname.split('.')[0] ?? hostname).replace(/-[0-9a-f]{5,}$/, '');
  return { site, screen: clientPathOf(pathname) ?? '(not-found page)' };
}

/** WCAG success criteria from axe's tags: wcag143 → 1.4.3. */
function criteriaOf(tags: readonly string[]): string[] {
  return tags.flatMap((tag) => (/^wcag\d{3,4}$/.test(tag) ? [`${tag[4]}.${tag[5]}.${tag.slice(6)}`] : []));
}

const compareCriteria = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The report's generated part: by screen, then by WCAG criterion; sorted, and free of run-to-run noise (timings, ids). */
export function renderReport(checks: readonly AccessibilityCheck[]): string {
  const screens = new Map<string, { site: string; screen: string; states: Set<string>; impacts: Record<string, number> }>();
  for (const check of checks) {
    const { site, screen } = screenOf(check.url);
    const key = `${site} ${screen}`;
    const row = screens.get(key) ?? { site, screen, states: new Set(), impacts: {} };
    row.states.add(`${check.file} ${check.test}`);
    for (const violation of check.violations) row.impacts[violation.impact] = (row.impacts[violation.impact] ?? 0) + 1;
    screens.set(key, row);
  }
  const rules = new Map(axe.getRules().map((rule) => [rule.ruleId, criteriaOf(rule.tags)]));
  const byCriterion = new Map<string, { rules: Set<string>; screens: Set<string>; violations: number }>();
  for (const check of checks) {
    const { site, screen } = screenOf(check.url);
    for (const ruleId of check.applied) {
      for (const criterion of rules.get(ruleId) ?? []) {
        const row = byCriterion.get(criterion) ?? { rules: new Set(), screens: new Set(), violations: 0 };
        row.rules.add(ruleId);
        row.screens.add(`${site} ${screen}`);
        row.violations += check.violations.filter((violation) => violation.rule === ruleId).length;
        byCriterion.set(criterion, row);
      }
    }
  }
  const applied = new Set(checks.flatMap((check) => check.applied));
  const count = (row: { impacts: Record<string, number> }, ...impacts: string[]) => impacts.reduce((sum, impact) => sum + (row.impacts[impact] ?? 0), 0);
  return [
    `axe-core ${axe.version}, all rules it runs by default (WCAG 2.0–2.2 A and AA, best practices), in headless Chromium.`,
    `${screens.size} screens in ${new Set([...screens.values()].flatMap((row) => [...row.states])).size} states; ${applied.size} rules found something to judge.`,
    'A state is a browser test that checked the screen: each checks the screen it ends on, and many the ones they pass through.',
    '',
    '| Site | Screen | States | Serious or critical | Moderate | Minor |',
    '| --- | --- | --- | --- | --- | --- |',
    ...[...screens.values()]
      .sort((a, b) => a.site.localeCompare(b.site) || a.screen.localeCompare(b.screen))
      .map((row) => `| ${row.site} | \`${row.screen}\` | ${row.states.size} | ${count(row, 'serious', 'critical')} | ${count(row, 'moderate')} | ${count(row, 'minor')} |`),
    '',
    'By WCAG success criterion, the axe rules that had something to judge and where:',
    '',
    '| Criterion | Rules | Screens | Violations |',
    '| --- | --- | --- | --- |',
    ...[...byCriterion.entries()]
      .sort(([a], [b]) => compareCriteria(a, b))
      .map(([criterion, row]) => `| ${criterion} | ${[...row.rules].sort().join(', ')} | ${row.screens.size} | ${row.violations} |`),
  ].join('\n');
}

/** The records the browser tests wrote. */
export function readChecks(): AccessibilityCheck[] {
  if (!existsSync(ACCESSIBILITY_RECORDS_DIR)) return [];
  return readdirSync(ACCESSIBILITY_RECORDS_DIR)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) =>
      readFileSync(join(ACCESSIBILITY_RECORDS_DIR, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as AccessibilityCheck),
    );
}

/** docs/accessibility.md with its generated part replaced. */
export function withReport(document: string, report: string): string {
  const start = document.indexOf(REPORT_START);
  const end = document.indexOf(REPORT_END);
  if (start < 0 || end < start) throw new Error(`${REPORT_PATH} lacks the report's markers (${REPORT_START} … ${REPORT_END})`);
  return `${document.slice(0, start + REPORT_START.length)}\n${report}\n${document.slice(end)}`;
}

/** Serious or critical findings, one line each. */
export function refusedFindings(checks: readonly AccessibilityCheck[]): string[] {
  return checks.flatMap((check) =>
    check.violations.filter((violation) => REFUSED_IMPACTS.has(violation.impact)).map((violation) => `${check.url} (${check.file} › ${check.test}): ${violation.rule} (${violation.impact}, ${violation.nodes} elements)`),
  );
}

/**
 * The e2e project's second global setup: starts with no records, and at the end of the run fails
 * on any serious or critical finding, and, after a run of every browser test with all passed,
 * writes the report into docs/accessibility.md. A run of some files would write a report of those
 * screens only, so it leaves the page as it is.
 */
export default function setup(project: TestProject) {
  rmSync(ACCESSIBILITY_RECORDS_DIR, { recursive: true, force: true });
  return async () => {
    const { testFiles } = await project.globTestFiles();
    const ran = project.vitest.state.getFiles().filter((file) => file.projectName === project.name);
    const checks = readChecks().filter((check) => testFiles.includes(join(REPO_ROOT, check.file)));
    const refused = refusedFindings(checks);
    if (refused.length > 0) {
      // Vitest only logs an error thrown here ("error during close") and exits 0: the exit code says it.
      process.exitCode = 1;
      throw new Error(`axe-core found serious or critical violations; docs/accessibility.md states none:\n${refused.join('\n')}`);
    }
    // A file skipped as a whole (its condition unmet) has run as far as it can.
    const complete = testFiles.every((path) => ran.some((file) => file.filepath === path && (file.result?.state === 'pass' || file.result?.state === 'skip')));
    if (complete) writeFileSync(REPORT_PATH, withReport(readFileSync(REPORT_PATH, 'utf8'), renderReport(checks)));
  };
}

import { describe, expect, it } from 'vitest';
import type { AccessibilityCheck } from '#test/support/accessibility-record.ts';
import { REPORT_END, REPORT_START, refusedFindings, renderReport, withReport } from '#test/support/accessibility-report.ts';

const check = (url: string, test: string, violations: AccessibilityCheck['violations'] = []): AccessibilityCheck => ({
  file: 'test/e2e/x.test.ts',
  test,
  url,
  applied: ['color-contrast', 'image-alt'],
  violations,
});

describe('the accessibility report (docs/accessibility.md)', () => {
  it('counts states by screen in the router’s notation, per site, whatever the ids and ports', () => {
    const report = renderReport([
      check('http://localhost:4100/ideas/0b7d6a51-7f0e-4c3e-9a51-1f0a3c2d9e11', 'a'),
      check('http://localhost:4200/ideas/5f2a9c1e-0000-4000-8000-000000000000?tab=feedback', 'b'),
      check('http://localhost:4100/ideas/0b7d6a51-7f0e-4c3e-9a51-1f0a3c2d9e11', 'a'),
      check('http://sverige.localhost:4100/finns-inte', 'c', [{ rule: 'region', impact: 'minor', nodes: 2 }]),
      check('http://audit-en-8eb555.localhost:4100/organisation/admin/audit-log', 'd'),
    ]);
    expect(report).toContain('| default | `/ideas/$guid` | 2 | 0 | 0 | 0 |');
    expect(report).toContain('| audit-en | `/organisation/admin/audit-log` | 1 | 0 | 0 | 0 |');
    expect(report).toContain('| sverige | `(not-found page)` | 1 | 0 | 0 | 1 |');
    expect(report).toContain('| 1.4.3 | color-contrast | 3 | 0 |');
    expect(report).not.toMatch(/4100|4200|0b7d6a51|8eb555/);
  });

  it('fails on serious and critical findings only', () => {
    const findings = refusedFindings([
      check('http://localhost:1/', 'a', [
        { rule: 'region', impact: 'minor', nodes: 1 },
        { rule: 'list', impact: 'serious', nodes: 3 },
      ]),
    ]);
    expect(findings).toEqual(['http://localhost:1/ (test/e2e/x.test.ts › a): list (serious, 3 elements)']);
  });

  it('replaces only what lies between its markers', () => {
    const page = `# Title\n\n${REPORT_START}\nold\n${REPORT_END}\n\nAfter.\n`;
    expect(withReport(page, 'new')).toBe(`# Title\n\n${REPORT_START}\nnew\n${REPORT_END}\n\nAfter.\n`);
    expect(() => withReport('# No markers', 'new')).toThrow(/markers/);
  });
});

import { describe, expect, it } from 'vitest';
import { JS_BUDGET_KB, judgeJsBudget } from '../support/js-budget';

describe('the JS budget check', () => {
  it('passes a page under or exactly at its budget', () => {
    expect(judgeJsBudget('/', 120 * 1024, JS_BUDGET_KB.start)).toEqual({ withinBudget: true, summary: '/: 120.0 KB gzip JS of its 150 KB budget, 30720 B to spare' });
    expect(judgeJsBudget('/', 150 * 1024, JS_BUDGET_KB.start).withinBudget).toBe(true);
  });

  it('fails a page whose JS grew past its budget, by even one byte, and says by how much', () => {
    expect(judgeJsBudget('/', 150 * 1024 + 1, JS_BUDGET_KB.start).withinBudget).toBe(false);
    expect(judgeJsBudget('/coach', 230 * 1024, JS_BUDGET_KB.dashboard)).toEqual({
      withinBudget: false,
      summary: '/coach: 230.0 KB gzip JS of its 220 KB budget, 10.0 KB over',
    });
  });
});

/** KB as the budgets count it. */
export const KB = 1024;

/** Issue 14's budgets: gzip JS a first visit needs, in KB, per kind of page. */
export const JS_BUDGET_KB = {
  start: 150,
  dashboard: 220,
  idea: 220,
} as const;

export interface BudgetVerdict {
  withinBudget: boolean;
  /** One line for the test's output, e.g. "/coach: 201.3 KB gzip JS of its 220 KB budget". */
  summary: string;
}

/** Whether a page's gzip JS stays within its budget; a budget is a ceiling, so reaching it is fine. */
export function judgeJsBudget(page: string, gzipBytes: number, budgetKb: number): BudgetVerdict {
  const withinBudget = gzipBytes <= budgetKb * KB;
  // The margin in bytes: a tenth of a KB hides whether the next route still fits.
  const margin = withinBudget ? `, ${budgetKb * KB - gzipBytes} B to spare` : `, ${((gzipBytes - budgetKb * KB) / KB).toFixed(1)} KB over`;
  return { withinBudget, summary: `${page}: ${(gzipBytes / KB).toFixed(1)} KB gzip JS of its ${budgetKb} KB budget${margin}` };
}

import type { Page } from 'playwright-core';

/** The number shown for a statistics figure (its card names it) in a section of the statistics page. */
export async function figure(page: Page, section: string, name: string): Promise<string> {
  const card = page.getByRole('region', { name: section }).locator('dl > div').filter({ has: page.getByText(name, { exact: true }) });
  return (await card.locator('dd').first().textContent()) ?? '';
}

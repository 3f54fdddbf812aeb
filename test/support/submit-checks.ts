import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Presses a submit button while something is missing (issue 31): the button is enabled, the
 * message shows, the focus lands on `field`, which says it is invalid and is described by the
 * message.
 */
export async function expectSubmitShowsMissing(submit: Locator, field: Locator, message: string): Promise<void> {
  expect(await submit.isEnabled()).toBe(true);
  await submit.click();
  await field.page().getByText(message, { exact: true }).first().waitFor();
  await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const description = await field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  expect(description).toContain(message);
}

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, demo, signInAs, type SiteHost, usePagePerTest, waitForMainHeading } from '../support/browser';

const pages = usePagePerTest();

/** Good, by Core Web Vitals. */
const CLS_BUDGET = 0.1;
const WIDTHS = [390, 1280];

declare global {
  interface Window {
    __layoutShift?: number;
  }
}

/** A layout-shift entry as Chromium reports it (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/**
 * Loads `path` afresh at `width` and returns its cumulative layout shift once it has settled:
 * every shift not caused by input, from the first paint on (buffered), added up. That is at
 * least the session-window figure Lighthouse reports, so it never flatters the page.
 */
async function layoutShiftOf(page: Page, path: string, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(path.startsWith('http') ? path : appUrl(path));
  await waitForMainHeading(page);
  await page.waitForLoadState('networkidle');
  // Late pictures and fonts: give them a moment after the network went quiet.
  await page.waitForTimeout(500);
  return page.evaluate(() => window.__layoutShift ?? Number.NaN);
}

/** Records every layout shift not caused by input into window.__layoutShift, from the first paint on. */
function recordLayoutShifts(): void {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) if (!entry.hadRecentInput) window.__layoutShift = (window.__layoutShift ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Lighthouse's mobile profile: a 390 px phone, its processor four times slower and "Slow 4G"
 * (150 ms round trips, 1.6 Mbit/s down): where late content shows its shift most.
 */
async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

describe('layout stability', () => {
  it.each<[SiteHost]>([['default'], ['sverige']])('keeps the start page still while its campaigns arrive, on a throttled phone and a desktop (%s site, CLS < 0.1)', async (host) => {
    const page = await pages.open();
    await page.addInitScript(recordLayoutShifts);
    const desktop = await layoutShiftOf(page, appUrl('/', host), 1280);
    await throttleLikeAPhone(page);
    const phone = await layoutShiftOf(page, appUrl('/', host), 390);
    console.log(`Cumulative layout shift of / (${host}): ${phone.toFixed(3)} on a throttled phone, ${desktop.toFixed(3)} at 1280 px`);
    // The campaigns are there: the page waited for them rather than leaving them out.
    expect(await page.locator('#landing-campaigns').count()).toBe(1);
    expect({ phone: phone < CLS_BUDGET, desktop: desktop < CLS_BUDGET }).toEqual({ phone: true, desktop: true });
  });

  it('keeps the idea page, a brief and the dashboard still while they load, at phone and desktop widths (CLS < 0.1)', async () => {
    const page = await pages.open();
    await signInAs(page, demo.participant);
    await page.goto(appUrl('/coach/campaigns/greener-commutes'));
    // The idea with pictures, feedback and comments, the one that moved most.
    const idea = await page.getByRole('link', { name: 'Secure bike parking in the garage' }).getAttribute('href');
    expect(idea).toMatch(/^\/ideas\/[0-9a-f-]{36}$/);

    // Every load fetches its pictures again, as a first visit does: from the cache they could
    // arrive before the first layout and hide a box without a size.
    await (await page.context().newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(recordLayoutShifts);

    const measured: string[] = [];
    const over: string[] = [];
    for (const width of WIDTHS) {
      for (const path of [idea!, '/coach/campaigns/greener-commutes/brief', '/coach']) {
        const shift = await layoutShiftOf(page, path, width);
        measured.push(`${path} at ${width} px: ${shift.toFixed(3)}`);
        if (!(shift < CLS_BUDGET)) over.push(`${path} at ${width} px: ${shift.toFixed(3)}`);
      }
    }
    console.log(`Cumulative layout shift:\n  ${measured.join('\n  ')}`);
    expect(over).toEqual([]);
  });
});

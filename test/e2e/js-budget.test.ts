import type { Cookie, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoA11yViolations } from '../support/axe';
import { appUrl, demo, logIn, openPage } from '../support/browser';
import { JS_BUDGET_KB, judgeJsBudget } from '../support/js-budget';
import { weighPageLoad, type PageWeight } from '../support/page-weight';

const remoteDay = 'One remote day a week for everyone';
/** Its text uses markdown (bold): what the page shows of it must come without a markdown library. */
const bikeParking = 'Secure bike parking in the garage';

/** Found once in a context of its own, so every measured page starts with a cold cache. */
let coachCookies: Cookie[] = [];
let ideaPath = '';
let markdownIdeaPath = '';

beforeAll(async () => {
  const opened = await openPage();
  try {
    await logIn(opened.page, demo.coach);
    coachCookies = await opened.page.context().cookies();
    await opened.page.goto(appUrl('/coach/campaigns/greener-commutes'));
    const pathOf = (name: string) => opened.page.getByRole('article', { name }).getByRole('link', { name }).getAttribute('href');
    ideaPath = (await pathOf(remoteDay)) ?? '';
    markdownIdeaPath = (await pathOf(bikeParking)) ?? '';
  } finally {
    await opened.close();
  }
});

/** A first visit to `path` in a fresh context, until its main heading shows and the network settles; the screen is then checked with axe. */
async function weighFirstVisit(path: string, heading: { name?: string }, cookies: Cookie[] = [], shown?: (page: Page) => Promise<void>): Promise<PageWeight> {
  const opened = await openPage();
  try {
    await opened.page.context().addCookies(cookies);
    const ready = async (page: Page) => {
      await page.getByRole('heading', { level: 1, ...heading }).first().waitFor();
      await shown?.(page);
    };
    const weight = await weighPageLoad(opened.page, appUrl(path), { ready });
    await expectNoA11yViolations(opened.page);
    return weight;
  } finally {
    await opened.close();
  }
}

function expectWithinBudget(page: string, weight: PageWeight, budgetKb: number) {
  const verdict = judgeJsBudget(page, weight.script.gzip, budgetKb);
  const { script, stylesheet } = weight;
  console.log(`${verdict.summary} (${script.requests} scripts, ${script.raw} B raw, ${script.brotli} B brotli; CSS ${stylesheet.gzip} B gzip)`);
  expect(verdict.withinBudget, verdict.summary).toBe(true);
}

describe('JS a first visit downloads, on the production build', () => {
  it('the start page, for a visitor', async () => {
    expectWithinBudget('/', await weighFirstVisit('/', {}), JS_BUDGET_KB.start);
  });

  it('the dashboard, for a signed-in coach', async () => {
    expectWithinBudget('/coach', await weighFirstVisit('/coach', { name: 'Dashboard' }, coachCookies), JS_BUDGET_KB.dashboard);
  });

  it('an idea page, for a signed-in coach', async () => {
    expect(ideaPath).toMatch(/^\/ideas\/[0-9a-f-]{36}$/);
    expectWithinBudget(ideaPath, await weighFirstVisit(ideaPath, { name: remoteDay }, coachCookies), JS_BUDGET_KB.idea);
  });

  it('an idea page whose text uses markdown, for a signed-in coach: the server renders it, no markdown library comes', async () => {
    expect(markdownIdeaPath).toMatch(/^\/ideas\/[0-9a-f-]{36}$/);
    const bold = async (page: Page) => {
      await page.getByRole('article', { name: bikeParking }).locator('strong', { hasText: 'Update:' }).waitFor();
    };
    expectWithinBudget(markdownIdeaPath, await weighFirstVisit(markdownIdeaPath, { name: bikeParking }, coachCookies, bold), JS_BUDGET_KB.idea);
  });
});

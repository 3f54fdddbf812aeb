import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The page-experience figures bench:web prints, as Lighthouse's performance run measures them. */
export interface LighthouseFigures {
  /** Largest contentful paint, ms. */
  lcpMs: number;
  cumulativeLayoutShift: number;
  /** Total blocking time, ms. */
  tbtMs: number;
  performanceScore: number;
}

/** The flags the browser tests use: this machine's network is closed, so nothing may call home. */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * One Chromium for every run; Lighthouse opens a fresh tab with an empty cache for each URL and
 * applies its default mobile conditions (a mid-range phone on a slow 4G line, simulated), so the
 * figures compare between runs and machines better than wall-clock timings would.
 */
export async function openLighthouse(chromiumPath: string) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: CHROMIUM_FLAGS });
  return {
    async measure(url: string, cookie?: string): Promise<LighthouseFigures> {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { audits, categories, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
      return {
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cumulativeLayoutShift: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
        performanceScore: (categories.performance?.score ?? Number.NaN) * 100,
      };
    },
    close: () => chrome.kill(),
  };
}

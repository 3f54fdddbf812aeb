import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_BROWSER_MAX_VERSION } from '#shared/constants.ts';
import en from '#shared/i18n/en.json';
import sv from '#shared/i18n/sv.json';

const scriptPath = resolve(import.meta.dirname, '../../src-client/classic/unsupported-browser.js');
const script = readFileSync(scriptPath, 'utf8');

interface BrowserSupport {
  isUnsupportedBrowser(userAgent: string): boolean;
  maxVersion: Record<string, number>;
}

/** Runs the script as a browser would run a classic script, in a context with no DOM. */
function loadBrowserSupport(): BrowserSupport {
  const context = createContext({});
  runInContext(script, context, { filename: scriptPath });
  return (context as { ideahuntBrowserSupport: BrowserSupport }).ideahuntBrowserSupport;
}

const userAgents = {
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  safari10: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_12_6) AppleWebKit/603.3.8 (KHTML, like Gecko) Version/10.1.2 Safari/603.3.8',
  safari10ios:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1',
  safari11: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.1.2 Safari/605.1.15',
  safari17: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  firefox59: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:59.0) Gecko/20100101 Firefox/59.0',
  firefox60: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:60.0) Gecko/20100101 Firefox/60.0',
  firefox130: 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0',
  firefoxIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/130.0 Mobile/15E148 Safari/605.1.15',
  opera34: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/47.0.2526.73 Safari/537.36 OPR/34.0.2036.25',
  opera35: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/48.0.2564.82 Safari/537.36 OPR/35.0.2066.37',
  operaPresto: 'Opera/9.80 (Windows NT 6.1; U; en) Presto/2.12.388 Version/12.16',
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  chromeIos: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  edgeLegacy: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
} as const;

describe('unsupported-browser.js', () => {
  const support = loadBrowserSupport();

  it('carries the same version table as src-shared/constants.ts', () => {
    // The object comes from another realm (the vm context), so compare its JSON form strictly.
    expect(JSON.parse(JSON.stringify(support.maxVersion))).toStrictEqual({ ...UNSUPPORTED_BROWSER_MAX_VERSION });
  });

  it.each(['ie10', 'ie9', 'safari10', 'safari10ios', 'firefox59', 'opera34', 'operaPresto'] as const)('turns away %s', (name) => {
    expect(support.isUnsupportedBrowser(userAgents[name])).toBe(true);
  });

  it.each(['ie11', 'safari11', 'safari17', 'firefox60', 'firefox130', 'firefoxIos', 'opera35', 'chrome', 'chromeIos', 'edge', 'edgeLegacy'] as const)(
    'lets %s in',
    (name) => {
      expect(support.isUnsupportedBrowser(userAgents[name])).toBe(false);
    },
  );

  it('lets an empty or unknown user agent in', () => {
    expect(support.isUnsupportedBrowser('')).toBe(false);
    expect(support.isUnsupportedBrowser('curl/8.5.0')).toBe(false);
  });

  it('is a classic ES5 script: no modules, arrow functions or block-scoped declarations', () => {
    expect(script).not.toMatch(/^\s*(import|export)\s/m);
    expect(script).not.toMatch(/=>/);
    expect(script).not.toMatch(/\b(let|const|class)\s/);
    expect(script).not.toMatch(/`/);
  });

  it('shows the same texts as the i18n files, in English and Swedish', () => {
    for (const texts of [en.unsupportedBrowser, sv.unsupportedBrowser]) {
      expect(script).toContain(`'${texts.title}'`);
      expect(script).toContain(`'${texts.body}'`);
    }
  });

  it('is loaded from index.html before the app bundle, and only by browsers that cannot run modules (nomodule)', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../src-client/index.html'), 'utf8');
    const classic = html.indexOf('<script nomodule src="/unsupported-browser.js"></script>');
    const bundle = html.indexOf('<script type="module"');
    expect(classic).toBeGreaterThan(-1);
    expect(bundle).toBeGreaterThan(classic);
  });
});

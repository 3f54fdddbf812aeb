import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { watchNetwork } from './network';

/** The kinds of resource a page is weighed in. */
export const WEIGHED_TYPES = ['script', 'stylesheet'] as const;
export type WeighedType = (typeof WEIGHED_TYPES)[number];

export interface ResourceWeight {
  requests: number;
  /** Bytes of the bodies as the browser runs them, whatever the transfer encoding. */
  raw: number;
  gzip: number;
  brotli: number;
}

export type PageWeight = Record<WeighedType, ResourceWeight>;

export interface WeighOptions {
  /** Resolves once the page shows what it is for, e.g. its main heading; the network must then settle too. */
  ready?: (page: Page) => Promise<void>;
  /** How long no request may be running before the page counts as settled. */
  quietMs?: number;
  timeoutMs?: number;
}

/**
 * Opens `url` in `page` and weighs every script and stylesheet it loads until it is ready and
 * its network has settled. Compressed sizes are computed here (gzip level 9, brotli quality 11)
 * from the bodies, so they do not depend on whether or how the server compresses. Give it a page
 * in a fresh browser context: a warm cache would still be counted, but it would not say what a
 * first visit costs.
 */
export async function weighPageLoad(page: Page, url: string, options: WeighOptions = {}): Promise<PageWeight> {
  const network = watchNetwork(page);
  const weighed: Promise<[WeighedType, ResourceWeight]>[] = [];
  const onResponse = (response: Response) => {
    const type = response.request().resourceType();
    if (isWeighed(type) && response.ok()) weighed.push(response.body().then((body) => [type, weighBody(body)]));
  };
  page.on('response', onResponse);
  try {
    await page.goto(url);
    await options.ready?.(page);
    await network.settled(options.quietMs ?? 500, options.timeoutMs ?? 30_000);
  } finally {
    page.off('response', onResponse);
    network.stop();
  }
  return sumWeights(await Promise.all(weighed));
}

function isWeighed(type: string): type is WeighedType {
  return (WEIGHED_TYPES as readonly string[]).includes(type);
}

function weighBody(body: Buffer): ResourceWeight {
  return {
    requests: 1,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
}

function sumWeights(weights: [WeighedType, ResourceWeight][]): PageWeight {
  const totals = Object.fromEntries(WEIGHED_TYPES.map((type) => [type, { requests: 0, raw: 0, gzip: 0, brotli: 0 }])) as PageWeight;
  for (const [type, weight] of weights) {
    const total = totals[type];
    total.requests += weight.requests;
    total.raw += weight.raw;
    total.gzip += weight.gzip;
    total.brotli += weight.brotli;
  }
  return totals;
}

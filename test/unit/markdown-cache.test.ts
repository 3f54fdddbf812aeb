import { describe, expect, it } from 'vitest';
import { LruTextCache } from '#server/markdown/lru-text-cache.ts';
import { mediaIdOfSrc, mediaIdsIn } from '#server/markdown/media-images.ts';

describe('LruTextCache', () => {
  it('keeps texts within its budget of characters, forgetting the least recently used first', () => {
    const cache = new LruTextCache(25);
    cache.set('a', 'x'.repeat(9));
    cache.set('b', 'y'.repeat(9));
    expect(cache.get('a')).toBe('x'.repeat(9));
    // 'a' was read last, so 'b' makes room for 'c'.
    cache.set('c', 'z'.repeat(9));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('x'.repeat(9));
    expect(cache.get('c')).toBe('z'.repeat(9));
    expect(cache.size).toBe(2);
  });

  it('counts a replaced text once, and never keeps one larger than the whole budget', () => {
    const cache = new LruTextCache(20);
    for (let round = 0; round < 5; round += 1) cache.set('a', 'x'.repeat(9));
    cache.set('b', 'y'.repeat(9));
    expect([cache.get('a'), cache.get('b')]).toEqual(['x'.repeat(9), 'y'.repeat(9)]);
    cache.set('huge', 'h'.repeat(40));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('media images in markdown', () => {
  const first = '0190a1b2-0000-7000-8000-000000000001';
  const second = '0190A1B2-0000-7000-8000-000000000002';

  it('finds the site’s files a text points at, once each', () => {
    expect(mediaIdsIn(`![a](/media/${first}) [doc](/media/${second}) ![again](/media/${first}) ![other](https://example.com/x.png) /media/not-an-id`)).toEqual([
      first,
      second.toLowerCase(),
    ]);
    expect(mediaIdsIn('No pictures.')).toEqual([]);
  });

  it('reads the file of an image address only when it is exactly one of the site’s files', () => {
    expect(mediaIdOfSrc(`/media/${first}`)).toBe(first);
    expect(mediaIdOfSrc(`/media/${second}`)).toBe(second.toLowerCase());
    expect(mediaIdOfSrc(`https://example.com/media/${first}`)).toBeUndefined();
    expect(mediaIdOfSrc(`/media/${first}/poster.jpg`)).toBeUndefined();
  });
});

import { faker } from '@faker-js/faker';
import superjson from 'superjson';
import { describe, expect, it, vi } from 'vitest';
import { serializeAnswer } from '#server/trpc/answer-serializer.ts';

/** A random answer made of what ours are made of: objects, arrays, strings, numbers, booleans, null, undefined and Dates. */
function randomAnswer(depth: number): unknown {
  const leaf = (): unknown =>
    faker.helpers.arrayElement([
      () => faker.lorem.word(),
      () => faker.number.int({ min: -1000, max: 1000 }),
      () => faker.number.float({ min: -10, max: 10 }),
      () => faker.datatype.boolean(),
      () => null,
      () => undefined,
      () => faker.date.anytime(),
      () => '',
    ])();
  if (depth === 0) return leaf();
  return faker.helpers.arrayElement([
    leaf,
    () => Array.from({ length: faker.number.int(4) }, () => randomAnswer(depth - 1)),
    () => {
      const entries = Array.from({ length: faker.number.int(5) }, () => [randomKey(), randomAnswer(depth - 1)]);
      return Object.fromEntries(entries);
    },
  ])();
}

/** Keys as answers have them, and the ones superjson has to escape in its paths. */
function randomKey(): string {
  return faker.helpers.arrayElement([faker.lorem.word(), 'a.b', 'back\\slash', 'both.\\', '0', '']);
}

describe("the answer serializer, against superjson's own", () => {
  it('writes what superjson writes, for hundreds of random answers', () => {
    faker.seed(20261122);
    const handedOver = vi.spyOn(superjson, 'serialize');
    for (let round = 0; round < 500; round++) {
      const answer = randomAnswer(4);
      handedOver.mockClear();
      const ours = serializeAnswer(answer);
      // Nothing here needs superjson's walk: every answer went the fast way.
      expect(handedOver).not.toHaveBeenCalled();
      expect(ours).toEqual(superjson.serialize(answer));
      expect(superjson.deserialize(ours)).toEqual(answer);
    }
    handedOver.mockRestore();
  });

  it('annotates Dates and undefined by their paths, escaping dots and backslashes', () => {
    const at = new Date('2026-11-22T10:00:00.000Z');
    const answer = { ideas: [{ createdAt: at, rating: undefined }], 'a.b': { 'c\\d': new Date(at) } };
    expect(serializeAnswer(answer)).toEqual({
      json: { ideas: [{ createdAt: at.toISOString(), rating: null }], 'a.b': { 'c\\d': at.toISOString() } },
      meta: { values: { 'ideas.0.createdAt': ['Date'], 'ideas.0.rating': ['undefined'], 'a\\.b.c\\\\d': ['Date'] }, v: 1 },
    });
  });

  it('adds no meta to plain JSON', () => {
    expect(serializeAnswer({ total: 3, ideas: [{ name: 'x', tags: [] }] })).toEqual({ json: { total: 3, ideas: [{ name: 'x', tags: [] }] } });
  });

  it('serializes a bare Date, undefined or primitive answer as superjson does', () => {
    for (const answer of [new Date(0), undefined, null, 'text', 7, true]) {
      expect(serializeAnswer(answer)).toEqual(superjson.serialize(answer));
    }
  });

  it('leaves to superjson whatever needs more than a plain walk', () => {
    class Point {
      constructor(readonly x: number) {}
    }
    const circular: Record<string, unknown> = { name: 'loop' };
    circular.self = circular;
    const unusual: unknown[] = [
      { tags: new Set(['a']) },
      { byId: new Map([['a', 1]]) },
      { big: 10n },
      { ratio: Number.NaN },
      { limit: Number.POSITIVE_INFINITY },
      { zero: -0 },
      { point: new Point(1) },
      { invalid: new Date(Number.NaN) },
      circular,
      { pattern: /x/g },
      { error: new Error('boom') },
    ];
    for (const answer of unusual) {
      expect(serializeAnswer(answer)).toEqual(superjson.serialize(answer));
    }
  });

  it('writes an object reached twice out twice, as JSON would, for equal copies on the client', () => {
    const images = [{ guid: 'a', url: '/media/a' }];
    const at = new Date('2026-11-22T10:00:00.000Z');
    const answer = { images, data: { images }, createdAt: at, updatedAt: at };
    const ours = serializeAnswer(answer);
    expect(ours).toEqual({
      json: { images, data: { images }, createdAt: at.toISOString(), updatedAt: at.toISOString() },
      meta: { values: { createdAt: ['Date'], updatedAt: ['Date'] }, v: 1 },
    });
    const read = superjson.deserialize<typeof answer>(ours);
    expect(read).toEqual(answer);
    expect(read.data.images).not.toBe(read.images);
  });

  it('refuses prototype-polluting keys as superjson does', () => {
    const polluted = JSON.parse('{"__proto__": {"admin": true}}') as unknown;
    expect(() => serializeAnswer(polluted)).toThrow(/prototype pollution/);
  });
});

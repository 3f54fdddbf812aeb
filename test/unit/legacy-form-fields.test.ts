import { describe, expect, it } from 'vitest';
import { nestFormFields } from '#server/legacy/form-fields.ts';
import { specNames, timeLeftParts } from '#server/legacy/spec-names.ts';

describe('nestFormFields', () => {
  it('nests bracketed names into objects and lists, as jQuery and PHP write them', () => {
    const pairs = new URLSearchParams('name=Idea&data[content]=Text&tags[]=a&tags[]=b&rewards[list][0][title]=Cake&rewards[list][1][title]=Tea&plain=1&plain=2');
    expect(nestFormFields(pairs)).toEqual({
      name: 'Idea',
      data: { content: 'Text' },
      tags: ['a', 'b'],
      rewards: { list: [{ title: 'Cake' }, { title: 'Tea' }] },
      plain: ['1', '2'],
    });
  });

  it('never writes to prototypes, keeps absurd indexes and depths flat, and ignores shape clashes', () => {
    const nested = nestFormFields(new URLSearchParams('__proto__[admin]=1&a[constructor][prototype][x]=1&list[99999]=x&deep[a][b][c][d][e][f]=1&tags[]=a&tags[name]=b'));
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(nested).not.toHaveProperty('a');
    expect(nested.list).toEqual({ 99999: 'x' });
    expect(nested['deep[a][b][c][d][e][f]']).toBe('1');
    expect(nested.tags).toEqual(['a']);
  });
});

describe('specNames', () => {
  it('adds parentGUID and daysLeft/hoursLeft/minutesLeft beside our names, at any depth', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const endDate = new Date('2026-01-03T05:07:30Z');
    expect(specNames({ list: [{ parentGuid: null, replies: [{ parentGuid: 'p' }] }], card: { endDate, timeLeft: { unit: 'days', value: 2 } } }, { now })).toEqual({
      list: [{ parentGuid: null, parentGUID: null, replies: [{ parentGuid: 'p', parentGUID: 'p' }] }],
      card: { endDate, timeLeft: { unit: 'days', value: 2 }, daysLeft: 2, hoursLeft: 5, minutesLeft: 7 },
    });
  });

  it('adds votes, shortLink, icon and canViewTrustedFeedback as {key, value} (spec 1 §3)', () => {
    const campaign = { slug: 'c', thumbnail: { url: '/media/p' }, permaLink: '/coach/campaigns/c/brief', settings: { canViewTrustedFeedback: 'trusted' } };
    expect(specNames({ campaign, idea: { totalUpvoteCount: 3, permaLink: '/ideas/i' } }, { baseUrl: 'https://site.example' })).toEqual({
      campaign: {
        ...campaign,
        icon: '/media/p',
        shortLink: 'https://site.example/coach/campaigns/c/brief',
        settings: { canViewTrustedFeedback: { key: 'trusted', value: ['admin', 'member'] } },
      },
      idea: { totalUpvoteCount: 3, votes: 3, permaLink: '/ideas/i', shortLink: 'https://site.example/ideas/i' },
    });
    expect(specNames({ slug: 'c', thumbnail: null })).toEqual({ slug: 'c', thumbnail: null, icon: null });
  });

  it('counts nothing left after the end', () => {
    expect(timeLeftParts(new Date('2025-01-01'), new Date('2026-01-01'))).toEqual({ daysLeft: 0, hoursLeft: 0, minutesLeft: 0 });
  });
});

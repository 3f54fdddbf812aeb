import { describe, expect, it } from 'vitest';
import { adminIdeasSearch } from '#client/features/admin-ideas/ideas-search.ts';
import { exportHref, searchFilters, tickedStatuses, toggleStatus } from '#client/features/admin-ideas/ideas-search-filters.ts';
import { sharedFieldColumns } from '#server/modules/idea/idea-export.ts';
import { campaignSettingsSchema } from '#shared/schemas/campaign.ts';

describe('admin ideas URL', () => {
  it('ticks the default statuses until the URL names others, and an empty list ticks none', () => {
    expect(tickedStatuses({})).toEqual(['PUBLISHED', 'candidate', 'WINNER', 'declined']);
    expect(tickedStatuses({ status: ['ARCHIVED', 'DRAFT'] })).toEqual(['DRAFT', 'ARCHIVED']);
    expect(tickedStatuses({ status: [] })).toEqual([]);
  });

  it('keeps the default set out of the URL when ticking back to it', () => {
    expect(toggleStatus({}, 'DRAFT', true)).toEqual(['DRAFT', 'PUBLISHED', 'candidate', 'WINNER', 'declined']);
    expect(toggleStatus({}, 'PUBLISHED', false)).toEqual(['candidate', 'WINNER', 'declined']);
    expect(toggleStatus({ status: ['candidate', 'WINNER', 'declined'] }, 'PUBLISHED', true)).toBeUndefined();
  });

  it('reads unreadable search values as their defaults', () => {
    expect(adminIdeasSearch({ page: 0, status: ['LOST'], sort: 'sideways', campaign: 'x', q: 'solar' })).toEqual({ page: undefined, status: undefined, sort: undefined, campaign: 'x', q: 'solar' });
  });

  it('links each export with the active filters', () => {
    expect(exportHref('csv', searchFilters({}))).toBe('/legacy/export/ideas?format=csv&count=all&readable=true');
    expect(exportHref('windowscsv', searchFilters({ status: [], campaign: 'c1', q: 'blå bär', sort: 'name' }))).toBe(
      '/legacy/export/ideas?format=windowscsv&count=all&readable=true&status=&campaignGuid=c1&filter=bl%C3%A5+b%C3%A4r&sortBy=name',
    );
    expect(exportHref('xls', searchFilters({ status: ['DRAFT', 'WINNER'] }))).toContain('status=DRAFT%2CWINNER');
  });
});

describe('admin ideas export columns', () => {
  it('shares one column between campaigns whose fields carry the same label', () => {
    const fields = (custom: unknown[]) => campaignSettingsSchema.parse({ ideaExtraFields: { custom } }).ideaExtraFields.custom;
    const columns = sharedFieldColumns([
      { id: 'a', fields: fields([{ fieldid: 'val.team', label: 'Team', formType: 'text' }, { fieldid: 'val.cost', label: 'Cost', formType: 'text' }]) },
      { id: 'b', fields: fields([{ fieldid: 'val.group', label: 'Team', formType: 'text' }]) },
    ]);
    expect(columns.map((column) => [column.label, Object.fromEntries(column.fieldIds)])).toEqual([
      ['Team', { a: 'val.team', b: 'val.group' }],
      ['Cost', { a: 'val.cost' }],
    ]);
  });
});

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import { ADMIN_IDEA_SORTS } from '#shared/constants.ts';
import type { AdminIdeaSort } from '#shared/schemas/idea-admin.ts';
import { SearchField } from '#client/components/search-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { trpc } from '#client/trpc.ts';

interface IdeasFiltersProps {
  statuses: IdeaStatus[];
  campaign: string;
  search: string;
  sort: AdminIdeaSort;
  onStatus: (status: IdeaStatus, checked: boolean) => void;
  onCampaign: (guid: string) => void;
  onSearch: (text: string) => void;
  onSort: (sort: AdminIdeaSort) => void;
}

/** The admin ideas list's filters (spec 2 §2): statuses to show, campaign, free text, and the order. */
export function IdeasFilters({ statuses, campaign, search, sort, onStatus, onCampaign, onSearch, onSort }: IdeasFiltersProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const filters = trpc.idea.admin.filters.useQuery();

  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)] md:items-end">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-stone-800" aria-hidden="true">
            {t('adminIdeas.search')}
          </span>
          <SearchField label={t('adminIdeas.search')} clearLabel={t('adminIdeas.clearSearch')} value={search} onSearch={onSearch} />
        </div>
        <SelectField errorLine={false} label={t('adminIdeas.campaignFilter')} value={campaign} onChange={onCampaign}>
          <option value="">{t('adminIdeas.allCampaigns')}</option>
          {(filters.data?.campaigns ?? []).map((entry) => (
            <option key={entry.guid} value={entry.guid}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField errorLine={false} label={t('adminIdeas.sortBy')} value={sort} onChange={(value) => onSort(value as AdminIdeaSort)}>
          {ADMIN_IDEA_SORTS.map((entry) => (
            <option key={entry} value={entry}>
              {t(`adminIdeas.sort.${entry}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="text-sm font-medium text-stone-800">
          {t('adminIdeas.statusFilter')}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {IDEA_STATUSES.map((status) => (
            <label
              key={status}
              className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-3 py-1 text-sm text-stone-800 has-[:checked]:border-link has-[:checked]:bg-stone-100 has-[:focus-visible]:outline-2"
            >
              <input type="checkbox" className="size-4 accent-link" checked={statuses.includes(status)} onChange={(event) => onStatus(status, event.target.checked)} />
              {t(`ideaView.statusNames.${status}`)}
            </label>
          ))}
        </div>
        {statuses.length === 0 ? <p className="mt-2 text-xs text-stone-500">{t('adminIdeas.noStatusTicked')}</p> : null}
      </fieldset>
    </div>
  );
}

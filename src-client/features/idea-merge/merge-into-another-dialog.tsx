import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '#client/components/search-field.tsx';
import { trpc } from '#client/trpc.ts';
import { ProposeMergeDialog, type IdeaRef } from './propose-merge-dialog';

/**
 * From an idea's page, a coach merges it into another idea of its campaign: the ideas whose
 * titles look most like it are offered first (the same likeness the idea form warns with), and
 * a search finds any other by its title.
 */
export function MergeIntoAnotherDialog({ idea, campaignSlug, onClose }: { idea: IdeaRef; campaignSlug: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const similar = trpc.idea.similarTitles.useQuery({ campaignSlug, title: search || idea.name, exceptGuid: idea.guid });
  const choices = (similar.data ?? []).map((target) => ({ source: idea, target: { guid: target.guid, name: target.name } }));
  return (
    <ProposeMergeDialog
      choices={choices}
      loading={similar.isPending}
      onClose={onClose}
      search={<SearchField label={t('ideaMerge.propose.search')} clearLabel={t('ideaMerge.propose.clearSearch')} value={search} onSearch={setSearch} />}
    />
  );
}

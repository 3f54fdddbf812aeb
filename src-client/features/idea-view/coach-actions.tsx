import { GitMerge } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { SelectField } from '#client/components/select-field.tsx';
import type { IdeaStatus } from '#shared/constants.ts';
import { trpc } from '#client/trpc.ts';
import type { IdeaView } from './idea-types';
import { DeleteIdea } from './delete-idea';
import { coachStatusOptions } from './idea-view-rules';

const MergeIntoAnotherDialog = retryableLazy(() => import('#client/features/idea-merge/merge-into-another-dialog.tsx').then((module) => module.MergeIntoAnotherDialog));

/** Coach actions (spec 1 §4, §6): the status dropdown for coaches, delete for org admins; merging into another idea (issue 23). */
export function CoachActions({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="idea-coach-actions" className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:flex-row sm:items-end sm:justify-between">
      <h2 id="idea-coach-actions" className="sr-only">
        {t('ideaView.coachActions')}
      </h2>
      {idea.abilities.setStatus ? <StatusSelect idea={idea} /> : <span />}
      <div className="flex flex-wrap items-start gap-2 sm:justify-end">
        {idea.abilities.setStatus && idea.status !== 'ARCHIVED' && idea.status !== 'DRAFT' ? <MergeIntoAnother idea={idea} /> : null}
        {idea.abilities.delete ? <DeleteIdea idea={idea} /> : null}
      </div>
    </section>
  );
}

function MergeIntoAnother({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <GitMerge aria-hidden="true" className="size-4" />
        {t('ideaMerge.propose.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MergeIntoAnotherDialog idea={{ guid: idea.guid, name: idea.name }} campaignSlug={idea.campaign.slug} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Changing the status saves it at once (spec 1 §4). */
function StatusSelect({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const statuses = trpc.idea.statuses.useQuery();
  const [saved, setSaved] = useState(false);
  const setStatus = trpc.idea.setStatus.useMutation({
    onMutate: () => setSaved(false),
    onSuccess: (updated) => {
      utils.idea.byGuid.setData({ guid: idea.guid }, updated);
      void utils.idea.byCampaign.invalidate({ slug: idea.campaign.slug });
      setSaved(true);
    },
  });
  const options = coachStatusOptions(statuses.data ?? []);
  // A status the dropdown does not offer (draft, accepted…) is still shown as the current one.
  const status = String(idea.status) as IdeaStatus;
  const current = options.includes(status) ? null : status;

  return (
    <div className="flex flex-col gap-1 sm:w-72">
      <SelectField
        label={t('ideaView.status.label')}
        value={status}
        onChange={(next) => setStatus.mutate({ guid: idea.guid, status: next as IdeaStatus })}
        error={setStatus.isError ? t('ideaView.anErrorOccurred') : undefined}
      >
        {current ? (
          <option value={current} disabled>
            {t(`ideaView.statusNames.${current}`)}
          </option>
        ) : null}
        {options.map((status) => (
          <option key={status} value={status}>
            {t(`ideaView.statusNames.${status}`)}
          </option>
        ))}
      </SelectField>
      <p role="status" className="min-h-5 text-sm text-emerald-800">
        {saved && !setStatus.isPending ? t('ideaView.status.saved') : ''}
      </p>
    </div>
  );
}

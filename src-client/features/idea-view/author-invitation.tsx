import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { trpc } from '#client/trpc.ts';
import type { IdeaView } from './idea-types';
import { nameList } from './idea-view-rules';

/** The invited co-author accepts or rejects, here on the idea page (spec 1 §4). */
export function AuthorInvitation({ idea }: { idea: IdeaView }) {
  const { t, i18n } = useTranslation();
  const utils = trpc.useUtils();
  const answer = trpc.idea.authorStatus.useMutation({
    onSuccess: (result) => {
      utils.idea.byGuid.setData({ guid: idea.guid }, result.idea);
      void utils.idea.byCampaign.invalidate({ slug: idea.campaign.slug });
    },
  });
  const names = nameList(
    idea.authors.map((author) => author.name),
    i18n.language,
  );
  return (
    <section aria-labelledby="idea-invitation" className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-5">
      <h2 id="idea-invitation" className="text-lg font-semibold text-stone-900">
        {t('ideaView.invitation.title')}
      </h2>
      <p className="text-stone-700">{t('ideaView.invitation.body', { names })}</p>
      <div className="flex flex-wrap gap-2">
        <Button disabled={answer.isPending} onClick={() => answer.mutate({ ideaGuid: idea.guid, newStatus: 'accepted' })}>
          <Check aria-hidden="true" className="size-4" />
          {t('ideaView.invitation.accept')}
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => answer.mutate({ ideaGuid: idea.guid, newStatus: 'rejected' })}>
          <X aria-hidden="true" className="size-4" />
          {t('ideaView.invitation.reject')}
        </Button>
      </div>
      {answer.isError ? <Alert tone="error">{t('ideaView.invitation.error')}</Alert> : null}
    </section>
  );
}

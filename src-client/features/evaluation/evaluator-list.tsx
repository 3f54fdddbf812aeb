import { Trash2, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { TitledSection } from '#client/components/titled-section.tsx';
import { trpc } from '#client/trpc.ts';
import { failureText } from '#client/features/templates/failure-text.ts';

/**
 * The campaign's evaluators (issue 33): people of the site a coach gives the role by e-mail
 * address, each with the reviews they have open and finished. Removing one takes back their open
 * assignments; their finished reviews stay.
 */
export function EvaluatorList({ campaignSlug }: { campaignSlug: string }) {
  const { t } = useTranslation();
  const evaluators = trpc.evaluation.evaluator.list.useQuery({ campaignSlug });
  const utils = trpc.useUtils();
  const add = trpc.evaluation.evaluator.add.useMutation();
  const remove = trpc.evaluation.evaluator.remove.useMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  const changed = async (list: Awaited<ReturnType<typeof add.mutateAsync>>, text: string) => {
    utils.evaluation.evaluator.list.setData({ campaignSlug }, list);
    setNotice({ tone: 'info', text });
    await utils.evaluation.assignment.overview.invalidate();
  };
  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const list = await add.mutateAsync({ campaignSlug, email });
      // Cleared before the overview reloads, so the next address typed meanwhile is kept.
      setEmail('');
      setError(undefined);
      await changed(list, t('evaluation.evaluators.added', { email: email.trim() }));
    } catch (caught) {
      const { message, fields } = failureText(t, caught, t('evaluation.evaluators.addFailed'));
      setError(fields.email ?? message);
    }
  };
  const onRemove = async (evaluator: { guid: string; name: string }) => {
    try {
      await changed(await remove.mutateAsync({ campaignSlug, userGuid: evaluator.guid }), t('evaluation.evaluators.removed', { name: evaluator.name }));
    } catch (caught) {
      setNotice({ tone: 'error', text: failureText(t, caught, t('evaluation.evaluators.removeFailed')).message });
    }
  };

  let list;
  if (evaluators.isPending) list = <Spinner label={t('evaluation.evaluators.loading')} />;
  else if (evaluators.isError) list = <LoadErrorAlert message={t('evaluation.evaluators.loadError')} onRetry={() => void evaluators.refetch()} retrying={evaluators.isFetching} />;
  else if (evaluators.data.length === 0) list = <p className="text-stone-600">{t('evaluation.evaluators.empty')}</p>;
  else
    list = (
      <ul className="flex flex-col gap-2">
        {evaluators.data.map((evaluator) => (
          <li key={evaluator.guid} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-stone-200 px-4 py-2">
            <div>
              <p className="font-semibold">{evaluator.name}</p>
              <p className="text-sm text-stone-600">{t('evaluation.evaluators.counts', { email: evaluator.email, open: evaluator.open, finished: evaluator.finished })}</p>
            </div>
            <Button variant="ghost" onClick={() => void onRemove(evaluator)} disabled={remove.isPending} aria-label={t('evaluation.evaluators.removeNamed', { name: evaluator.name })}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('evaluation.evaluators.remove')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <TitledSection title={t('evaluation.evaluators.title')} className="mt-10">
      <p className="mb-4 max-w-2xl text-stone-600">{t('evaluation.evaluators.intro')}</p>
      {list}
      <form onSubmit={(event) => void onAdd(event)} noValidate className="mt-5 flex flex-wrap items-start gap-3">
        <TextField
          type="email"
          autoComplete="off"
          label={t('evaluation.evaluators.email')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error}
          className="min-w-64"
        />
        <Button type="submit" variant="secondary" disabled={add.isPending} className="mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          {t('evaluation.evaluators.add')}
        </Button>
      </form>
      <div role="status" className="mt-4 empty:hidden">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </TitledSection>
  );
}

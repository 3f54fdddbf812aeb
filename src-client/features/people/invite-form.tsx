import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseInviteEmails } from '#shared/invite-emails.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { TextArea } from '#client/components/text-area-field.tsx';
import { trpc } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import { PeopleSection } from './people-section';
import { usePeopleChanges } from './use-people-changes';

type Problem = { kind: 'invalid'; emails: string[] } | { kind: 'empty' } | { kind: 'server'; text: string };

/**
 * Invite by e-mail (spec 2 §5): addresses separated by commas, semicolons, spaces or new lines, or a
 * list pasted from a mail program. Any entry that is not an address names itself under
 * INVALID_EMAIL and nothing is sent; the server applies the same parser.
 */
export function InviteForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const changes = usePeopleChanges(slug);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const invite = trpc.campaign.member.invite.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { valid, invalid } = parseInviteEmails(text);
    if (invalid.length > 0) return setProblem({ kind: 'invalid', emails: invalid });
    if (valid.length === 0) return setProblem({ kind: 'empty' });
    setProblem(null);
    try {
      const { invited } = await invite.mutateAsync({ slug, emails: text });
      setText('');
      changes.succeeded(invited === 0 ? t('people.invite.noneNew') : t('people.invite.sent', { count: invited }));
      await changes.refresh();
    } catch (error) {
      const code = readServerError(error).appCode;
      setProblem({ kind: 'server', text: code && code !== 'internal-error' ? t(`errors.${code}`) : t('people.invite.failed') });
    }
  }

  return (
    <PeopleSection title={t('people.invite.title')} intro={t('people.invite.intro')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
        {problem?.kind === 'invalid' ? (
          <Alert tone="error">
            <p className="font-semibold">{t('people.invite.invalidTitle')}</p>
            <p className="mt-1">{t('errors.INVALID_EMAIL')}</p>
            <ul className="mt-1 list-disc pl-5 break-all">
              {problem.emails.map((email, index) => (
                <li key={`${index}-${email}`}>{email}</li>
              ))}
            </ul>
          </Alert>
        ) : problem?.kind === 'server' ? (
          <Alert tone="error">{problem.text}</Alert>
        ) : null}
        <TextArea
          label={t('people.invite.label')}
          hint={t('people.invite.hint')}
          value={text}
          onChange={(value) => {
            setText(value);
            if (problem?.kind === 'empty') setProblem(null);
          }}
          error={problem?.kind === 'empty' ? t('errors.ERROR_REQUIRED') : undefined}
          rows={3}
        />
        <div>
          <Button type="submit" disabled={invite.isPending}>
            <Send aria-hidden="true" className="size-4" />
            {invite.isPending ? t('people.invite.sending') : t('people.invite.submit')}
          </Button>
        </div>
      </form>
    </PeopleSection>
  );
}

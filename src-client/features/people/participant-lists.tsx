import { Check, Trash2, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { EmptyList, PeopleList, PeopleSection, PersonRow } from './people-section';
import { usePeopleChanges } from './use-people-changes';

/** What campaign.member.list answers: coaches, joined, pending and invited. */
export type PeopleLists = Awaited<ReturnType<ReturnType<typeof trpc.useUtils>['campaign']['member']['list']['fetch']>>;
type Participant = PeopleLists['joined'][number];
type Invitation = PeopleLists['invited'][number];

const dangerGhost = 'text-red-700 hover:bg-red-50';

/** Joiners waiting for a coach (spec 2 §1): shown when there are any or the campaign asks for approval. */
export function PendingSection({ campaign, pending }: { campaign: CampaignView; pending: Participant[] }) {
  const { t } = useTranslation();
  if (pending.length === 0 && !campaign.requireCoachApproval) return null;
  return (
    <PeopleSection title={t('people.pending.title')} count={pending.length} intro={t('people.pending.intro')}>
      {pending.length === 0 ? (
        <EmptyList>{t('people.pending.empty')}</EmptyList>
      ) : (
        <PeopleList>
          {pending.map((person) => (
            <PendingRow key={person.guid} slug={campaign.slug} person={person} />
          ))}
        </PeopleList>
      )}
    </PeopleSection>
  );
}

function PendingRow({ slug, person }: { slug: string; person: Participant }) {
  const { t } = useTranslation();
  const changes = usePeopleChanges(slug);
  const approve = trpc.campaign.member.approve.useMutation({
    onSuccess: async () => {
      await changes.refresh({ campaign: true });
      changes.succeeded(t('people.pending.approved', { name: person.name }));
    },
    onError: (error) => changes.failed(error, t('people.actionFailed')),
  });
  const decline = trpc.campaign.member.decline.useMutation({
    onSuccess: async () => {
      await changes.refresh();
      changes.succeeded(t('people.pending.declined', { name: person.name }));
    },
    onError: (error) => changes.failed(error, t('people.actionFailed')),
  });
  const busy = approve.isPending || decline.isPending;
  const input = { slug, userGuid: person.guid };

  return (
    <PersonRow
      name={person.name}
      email={person.email}
      date={{ label: (date) => t('people.pending.since', { date }), value: person.since }}
      actions={
        <>
          <Button onClick={() => approve.mutate(input)} disabled={busy} aria-label={t('people.pending.approveNamed', { name: person.name })}>
            <Check aria-hidden="true" className="size-4" />
            {t('people.pending.approve')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => decline.mutate(input)}
            disabled={busy}
            aria-label={t('people.pending.declineNamed', { name: person.name })}
            className={dangerGhost}
          >
            <X aria-hidden="true" className="size-4" />
            {t('people.pending.decline')}
          </Button>
        </>
      }
    />
  );
}

/** Everyone taking part; a coach may remove them after confirming. */
export function JoinedSection({ campaign, joined }: { campaign: CampaignView; joined: Participant[] }) {
  const { t } = useTranslation();
  return (
    <PeopleSection title={t('people.joined.title')} count={joined.length}>
      {joined.length === 0 ? (
        <EmptyList>{t('people.joined.empty')}</EmptyList>
      ) : (
        <PeopleList>
          {joined.map((person) => (
            <JoinedRow key={person.guid} campaign={campaign} person={person} />
          ))}
        </PeopleList>
      )}
    </PeopleSection>
  );
}

function JoinedRow({ campaign, person }: { campaign: CampaignView; person: Participant }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const changes = usePeopleChanges(campaign.slug);
  const remove = trpc.campaign.member.remove.useMutation({
    onSuccess: async () => {
      await changes.refresh({ campaign: true });
      changes.succeeded(t('people.joined.removed', { name: person.name }));
    },
    onError: (error) => changes.failed(error, t('people.actionFailed')),
    onSettled: () => setConfirming(false),
  });

  return (
    <PersonRow
      name={person.name}
      email={person.email}
      date={{ label: (date) => t('people.joined.since', { date }), value: person.since }}
      actions={
        <>
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-label={t('people.joined.removeNamed', { name: person.name })} className={dangerGhost}>
            <UserMinus aria-hidden="true" className="size-4" />
            {t('people.joined.remove')}
          </Button>
          {confirming ? (
            <ConfirmDialog
              title={t('people.joined.confirmTitle', { name: person.name })}
              body={t('people.joined.confirmBody', { name: person.name, campaign: campaign.name })}
              confirmLabel={t('people.joined.remove')}
              busy={remove.isPending}
              onConfirm={() => remove.mutate({ slug: campaign.slug, userGuid: person.guid })}
              onCancel={() => setConfirming(false)}
            />
          ) : null}
        </>
      }
    />
  );
}

/** Addresses invited by e-mail that have not joined yet; an invitation can be withdrawn. */
export function InvitedSection({ slug, invited }: { slug: string; invited: Invitation[] }) {
  const { t } = useTranslation();
  return (
    <PeopleSection title={t('people.invited.title')} count={invited.length}>
      {invited.length === 0 ? (
        <EmptyList>{t('people.invited.empty')}</EmptyList>
      ) : (
        <PeopleList>
          {invited.map((invitation) => (
            <InvitedRow key={invitation.guid} slug={slug} invitation={invitation} />
          ))}
        </PeopleList>
      )}
    </PeopleSection>
  );
}

function InvitedRow({ slug, invitation }: { slug: string; invitation: Invitation }) {
  const { t } = useTranslation();
  const changes = usePeopleChanges(slug);
  const remove = trpc.campaign.member.removeInvitation.useMutation({
    onSuccess: async () => {
      await changes.refresh();
      changes.succeeded(t('people.invited.removed', { email: invitation.email }));
    },
    onError: (error) => changes.failed(error, t('people.actionFailed')),
  });

  return (
    <PersonRow
      name={null}
      email={invitation.email}
      date={{ label: (date) => t('people.invited.since', { date }), value: invitation.invitedAt }}
      actions={
        <Button
          variant="ghost"
          onClick={() => remove.mutate({ slug, invitationGuid: invitation.guid })}
          disabled={remove.isPending}
          aria-label={t('people.invited.removeNamed', { email: invitation.email })}
          className={dangerGhost}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('people.invited.remove')}
        </Button>
      }
    />
  );
}

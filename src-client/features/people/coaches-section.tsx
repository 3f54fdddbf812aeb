import { UserMinus, UserPlus } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { ConfirmDialog } from '#client/components/confirm-dialog.tsx';
import { SEARCH_DEBOUNCE_MS } from '#client/components/search-field.tsx';
import { TextField } from '#client/components/text-field.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { readServerError } from '#client/features/auth/server-error.ts';
import type { PeopleLists } from './participant-lists';
import { PeopleList, PeopleSection, PersonRow } from './people-section';
import { usePeopleChanges } from './use-people-changes';

type Coach = PeopleLists['coaches'][number];
type FoundUser = { guid: string; name: string; email: string | null };

/**
 * The campaign's coaches (spec 2 §5, §8): add one from its people, remove one only when the
 * viewer may edit the campaign and another coach stays (the server holds to both as well).
 */
export function CoachesSection({ campaign, people }: { campaign: CampaignView; people: PeopleLists }) {
  const { t } = useTranslation();
  const canRemove = campaign.abilities.edit && people.coaches.length > 1;
  return (
    <PeopleSection title={t('people.coaches.title')} count={people.coaches.length}>
      <PeopleList>
        {people.coaches.map((coach) => (
          <CoachRow key={coach.guid} campaign={campaign} coach={coach} canRemove={canRemove} />
        ))}
      </PeopleList>
      <AddCoachForm slug={campaign.slug} people={people} />
    </PeopleSection>
  );
}

function CoachRow({ campaign, coach, canRemove }: { campaign: CampaignView; coach: Coach; canRemove: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const changes = usePeopleChanges(campaign.slug);
  const remove = trpc.campaign.member.removeCoach.useMutation({
    onSuccess: async () => {
      await changes.refresh({ campaign: true });
      changes.succeeded(t('people.coaches.removed', { name: coach.name }));
    },
    onError: (error) => changes.failed(error, t('people.actionFailed')),
    onSettled: () => setConfirming(false),
  });

  return (
    <PersonRow
      name={coach.name}
      email={coach.email}
      actions={
        canRemove ? (
          <>
            <Button
              variant="ghost"
              onClick={() => setConfirming(true)}
              aria-label={t('people.coaches.removeNamed', { name: coach.name })}
              className="text-red-700 hover:bg-red-50"
            >
              <UserMinus aria-hidden="true" className="size-4" />
              {t('people.coaches.remove')}
            </Button>
            {confirming ? (
              <ConfirmDialog
                title={t('people.coaches.confirmTitle', { name: coach.name })}
                body={t('people.coaches.confirmBody', { name: coach.name, campaign: campaign.name })}
                confirmLabel={t('people.coaches.remove')}
                busy={remove.isPending}
                onConfirm={() => remove.mutate({ slug: campaign.slug, userGuid: coach.guid })}
                onCancel={() => setConfirming(false)}
              />
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}

/** The person a typed name or address stands for: the campaign's people first, then anyone the site's search finds. */
function findPerson(people: PeopleLists, found: FoundUser[], query: string): { guid: string; name: string } | null {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return null;
  const everyone = [...people.joined, ...people.pending, ...people.coaches];
  const known = everyone.find((person) => person.email.toLowerCase() === wanted || person.name.toLowerCase() === wanted);
  if (known) return known;
  // Coaches get no addresses from the search: one match for what they typed is the person meant.
  return found.find((person) => person.email?.toLowerCase() === wanted || person.name.toLowerCase() === wanted) ?? (found.length === 1 ? found[0]! : null);
}

/**
 * Adding a coach (spec 2 §7 GET /users/organisation/{guid}): anyone on the site, found by name or
 * e-mail address as it is typed (after the list searches' pause), not only the campaign's people.
 */
function AddCoachForm({ slug, people }: { slug: string; people: PeopleLists }) {
  const { t } = useTranslation();
  const suggestionsId = useId();
  const utils = trpc.useUtils();
  const changes = usePeopleChanges(slug);
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const add = trpc.campaign.member.addCoach.useMutation();
  const found = trpc.people.search.useQuery({ query: searched }, { enabled: searched.length > 0 });
  const coachIds = new Set(people.coaches.map((coach) => coach.guid));
  const candidates = (found.data ?? []).filter((person) => !coachIds.has(person.guid));

  useEffect(() => {
    const typed = query.trim();
    const timer = window.setTimeout(() => setSearched(typed), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!query.trim()) return setError(t('errors.ERROR_REQUIRED'));
    const matches = await utils.people.search.fetch({ query: query.trim() }).catch(() => []);
    const person = findPerson(people, matches, query);
    if (!person) return setError(t('people.coaches.notFound'));
    setError(undefined);
    try {
      await add.mutateAsync({ slug, userGuid: person.guid });
      setQuery('');
      changes.succeeded(t('people.coaches.added', { name: person.name }));
      await changes.refresh({ campaign: true });
    } catch (caught) {
      const code = readServerError(caught).appCode;
      setError(code === 'campaign-coach-exists-already' ? t('errors.campaign-coach-exists-already') : t('people.coaches.addFailed'));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 border-t border-stone-100 pt-4">
      <TextField
        label={t('people.coaches.addLabel')}
        hint={t('people.coaches.addHint')}
        list={suggestionsId}
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <datalist id={suggestionsId}>
        {candidates.map((person) => (
          <option key={person.guid} value={person.email ?? person.name}>
            {person.name}
          </option>
        ))}
      </datalist>
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        <UserPlus aria-hidden="true" className="size-4" />
        {add.isPending ? t('people.coaches.adding') : t('people.coaches.add')}
      </Button>
    </form>
  );
}

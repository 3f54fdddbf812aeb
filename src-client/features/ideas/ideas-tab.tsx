import { LoginRequiredPage } from '#client/features/shell/access-pages.tsx';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { Lightbulb, Plus, SearchX, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignPhase } from '#shared/campaign-rules.ts';
import { IDEA_SORTS, IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import type { IdeaSort } from '#shared/schemas/idea-list.ts';
import { Alert } from '#client/components/alert.tsx';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { LoadErrorAlert } from '#client/components/load-error-alert.tsx';
import { Pagination } from '#client/components/pagination.tsx';
import { NotFoundPage } from '#client/routes/not-found.tsx';
import { trpc, type CampaignView } from '#client/trpc.ts';
import { SearchField } from '#client/components/search-field.tsx';
import { SelectField } from '#client/components/select-field.tsx';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { CampaignNoAccessPage, InvitationOnlyPage } from '#client/features/campaign-view/campaign-status-pages.tsx';
import { CampaignTabLayout } from '#client/features/campaign-view/campaign-tab-page.tsx';
import { IdeaCard, IdeaCardSkeleton, type CampaignIdeasPage } from './idea-card';
import { IdeasActionsMenu } from '#client/features/integrations/ideas-actions-menu.tsx';
import type { IntegrationNotice } from '#client/features/integrations/integration-notice.ts';
import { FilterChips, FilterMenu } from './idea-filters';
import type { IdeasSearch } from './ideas-search';
import { clearedFilters, defaultIdeaSort, hasIdeaFilters, ideaSortOptions, ideaStatusOptions, pageSearch, sortSearch, statusSearch, textSearch, toggleFilter } from './ideas-search-changes';
import { authorNames } from './idea-text';
import type { TFunction } from 'i18next';

/** The Ideas tab's route; links and navigation here keep the slug and change only the search. */
const IDEAS_PATH = '/coach/campaigns/$slug';

const emptyBodyKeys = {
  active: 'ideas.emptyBodyOpen',
  upcoming: 'ideas.emptyBodyUpcoming',
  draft: 'ideas.emptyBodyUpcoming',
  finished: 'ideas.emptyBodyFinished',
} as const satisfies Record<CampaignPhase, string>;

function isIdeaSort(value: string): value is IdeaSort {
  return (IDEA_SORTS as readonly string[]).includes(value);
}

function isIdeaStatus(value: string): value is IdeaStatus {
  return (IDEA_STATUSES as readonly string[]).includes(value);
}

/**
 * The Ideas tab (spec 1 §2): the campaign's ideas, ten a page, in an order the viewer picks,
 * narrowed by free text, authors, tags and status. Order, page and filters live in the URL; the server
 * may use another order than the one asked for (a participant asking for rating, trending after
 * the end) and the control shows the one it used.
 */
export function IdeasTab({ campaign, search }: { campaign: CampaignView; search: IdeasSearch }) {
  const { t, i18n } = useTranslation();
  const here = useLocation({ select: (location) => location.href });
  const navigate = useNavigate({ from: IDEAS_PATH });
  const headingId = useId();
  const viewer = useViewer();
  const { openAuthModal } = useAuthModals();
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<IntegrationNotice | null>(null);
  const page = search.page ?? 1;
  // Keeps the page showing, dimmed, while the next order or page loads.
  const list = trpc.idea.byCampaign.useQuery(
    { slug: campaign.slug, sort: search.sort, page, search: search.q, authors: search.authors ?? [], tags: search.tags ?? [], status: search.status },
    { placeholderData: keepPreviousData },
  );
  const filterOptions = trpc.idea.listFilters.useQuery({ slug: campaign.slug }, { staleTime: 60_000 });
  const onSearch = useCallback((text: string) => void navigate({ search: (previous) => textSearch(text, previous) }), [navigate]);
  const filtered = hasIdeaFilters(search);

  // After the page links, the reader goes back to the top of the list, not the bottom of the old page.
  const pageLinkUsed = useRef(false);
  useEffect(() => {
    if (!pageLinkUsed.current) return;
    pageLinkUsed.current = false;
    heading.current?.focus();
  }, [page]);

  const code = list.isError ? readServerError(list.error).appCode : null;
  // The campaign loaded, so these come from a change since (logged out elsewhere, removed): answer as the tab page does.
  if (code === 'not-found') return <NotFoundPage />;
  if (code === 'invitation-required') return <InvitationOnlyPage />;
  if (code === 'not-authenticated') return <LoginRequiredPage redirect={here} title={t('ideas.loginTitle')} body={t('ideas.loginBody')} />;
  if (code === 'user-not-in-campaign') return <CampaignNoAccessPage title={t('ideas.notInCampaignTitle')} body={t('ideas.notInCampaignBody')} slug={campaign.slug} />;

  const context = { open: campaign.phase === 'active', coachView: list.data?.coachView ?? campaign.isCoach, searching: Boolean(search.q) };
  const selected = list.data && !list.isPlaceholderData ? list.data.sort : (search.sort ?? defaultIdeaSort(context));
  const data = list.data;
  // Nothing to order or filter in a campaign without ideas: its message and button are all it needs.
  const noIdeas = data !== undefined && data.ideas.length === 0 && !filtered && page === 1;
  const authorChoices = (filterOptions.data?.authors ?? []).map((author) => ({ value: author.guid, label: authorNames([author], i18n.language) }));
  const tagChoices = (filterOptions.data?.tags ?? []).map((tag) => ({ value: tag.slug, label: tag.name }));
  const chips = [
    ...(search.authors ?? []).map((value) => ({ key: 'authors' as const, value, label: authorChoices.find((choice) => choice.value === value)?.label ?? t('ideas.filters.unknownAuthor') })),
    ...(search.tags ?? []).map((value) => ({ key: 'tags' as const, value, label: tagChoices.find((choice) => choice.value === value)?.label ?? value })),
  ];
  const toggle = (key: 'authors' | 'tags', value: string) => void navigate({ search: (previous) => toggleFilter(previous, key, value) });

  let body: ReactNode;
  if (list.isPending) {
    body = <IdeasLoading />;
  } else if (!data) {
    // A failed refetch of a list already shown keeps showing it; only a list never loaded is an error.
    body = <LoadErrorAlert message={t('ideas.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (data.ideas.length === 0) {
    body = filtered ? (
      <EmptyIdeas icon={<SearchX aria-hidden="true" className="size-6" />} title={t('ideas.filters.noMatchTitle')} body={t('ideas.filters.noMatchBody')}>
        <Link from={IDEAS_PATH} search={clearedFilters} className={buttonClasses('secondary', 'md', 'mt-6')}>
          {t('ideas.filters.clear')}
        </Link>
      </EmptyIdeas>
    ) : page > 1 ? (
        <EmptyIdeas title={t('ideas.pastEndTitle')} body={t('ideas.pastEndBody')}>
          <Link from={IDEAS_PATH} search={(previous) => ({ ...previous, page: undefined })} className={buttonClasses('secondary', 'md', 'mt-6')}>
            {t('ideas.firstPage')}
          </Link>
        </EmptyIdeas>
      ) : (
        <EmptyIdeas title={t('ideas.emptyTitle')} body={t(emptyBodyKeys[campaign.phase])} />
      );
  } else {
    body = (
      <ul className={`grid gap-4 transition-opacity lg:grid-cols-2 ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
        {data.ideas.map((idea) => (
          <li key={idea.guid}>
            <IdeaCard idea={idea} coachView={data.coachView} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <CampaignTabLayout campaign={campaign} title={t('ideas.pageTitle', { name: campaign.name })}>
      <section aria-labelledby={headingId}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none sm:text-2xl">
              {t('ideas.title')}
            </h2>
            {data && data.total > 0 ? (
              <p className="mt-1 text-sm text-stone-600" aria-live="polite">
                {rangeText(data, t)}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            {/* Who may add is the server's rule (spec 1 §6); the button shows for members of an open campaign. */}
            {campaign.phase === 'active' && (campaign.joined || campaign.isCoach) ? (
              <Link to="/campaign/$slug/new-idea" params={{ slug: campaign.slug }} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
                <Plus aria-hidden="true" className="size-4" />
                {t('ideas.newIdea')}
              </Link>
            ) : null}
            {/* A visitor is shown the way in too: signing in comes back to this campaign's new-idea form. */}
            {campaign.phase === 'active' && !viewer ? (
              <Button className="self-start sm:self-auto" onClick={() => openAuthModal('login', { redirect: `/campaign/${encodeURIComponent(campaign.slug)}/new-idea` })}>
                <Plus aria-hidden="true" className="size-4" />
                {t('ideas.newIdea')}
              </Button>
            ) : null}
            {/* The server checks the coach for each action; the menu only spares others a refusal. */}
            {campaign.isCoach ? <IdeasActionsMenu campaign={campaign} hasIdeas={!noIdeas} canImport={campaign.phase !== 'finished'} onNotice={setNotice} /> : null}
            {noIdeas ? null : (
              <div className="sm:w-60">
                <SelectField errorLine={false} label={t('ideas.sortBy')} value={selected} onChange={(value) => {
                    if (isIdeaSort(value)) void navigate({ search: (previous) => ({ ...previous, ...sortSearch(value, context) }) });
                  }}>
                  {ideaSortOptions(context, selected).map((sort) => (
                    <option key={sort} value={sort}>
                      {t(`ideas.sort.${sort}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
            )}
          </div>
        </div>

        {noIdeas ? null : (
          <div className="mt-6 flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
              <SearchField label={t('ideas.filters.search')} clearLabel={t('ideas.filters.clearSearch')} value={search.q ?? ''} onSearch={onSearch} />
              <FilterMenu label={t('ideas.filters.authors')} choices={authorChoices} selected={search.authors ?? []} onToggle={(value) => toggle('authors', value)} emptyText={t('ideas.filters.noAuthors')} />
              <FilterMenu label={t('ideas.filters.tags')} choices={tagChoices} selected={search.tags ?? []} onToggle={(value) => toggle('tags', value)} emptyText={t('ideas.filters.noTags')} />
              <SelectField errorLine={false} labelHidden label={t('ideas.filters.status')} value={search.status ?? ''} onChange={(value) => {
                  void navigate({ search: (previous) => statusSearch(previous, isIdeaStatus(value) ? value : undefined) });
                }}>
                <option value="">{t('ideas.filters.allStatuses')}</option>
                {ideaStatusOptions(context.coachView, search.status).map((status) => (
                  <option key={status} value={status}>
                    {t(`ideaView.statusNames.${status}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <FilterChips chips={chips} onRemove={toggle} />
          </div>
        )}

        {notice ? (
          <Alert tone={notice.tone} className="mt-6">
            <div className="flex items-start justify-between gap-4">
              <div>
                <p className="font-semibold">{notice.title}</p>
                {notice.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
              <button type="button" onClick={() => setNotice(null)} aria-label={t('integrations.close')} className="inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5">
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          </Alert>
        ) : null}

        <div className="mt-6" aria-busy={list.isFetching}>
          {body}
        </div>

        {data ? (
          <div className="mt-8">
            <Pagination
              page={page}
              totalPages={Math.ceil(data.total / data.pageSize)}
              renderLink={(target, props) => (
                <Link from={IDEAS_PATH} search={(previous) => ({ ...previous, page: pageSearch(target) })} onClick={() => (pageLinkUsed.current = true)} {...props} />
              )}
            />
          </div>
        ) : null}
      </section>
    </CampaignTabLayout>
  );
}

/** "4 ideas", or where this page is in a longer list: "11–20 of 23 ideas". */
function rangeText(data: CampaignIdeasPage, t: TFunction): string {
  if (data.total <= data.pageSize) return t('campaign.ideas', { count: data.total });
  const from = (data.page - 1) * data.pageSize + 1;
  return t('ideas.range', { from, to: from + data.ideas.length - 1, count: data.total });
}

function IdeasLoading() {
  const { t } = useTranslation();
  return (
    <>
      <p role="status" className="sr-only">
        {t('ideas.loading')}
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <IdeaCardSkeleton />
        <IdeaCardSkeleton />
        <IdeaCardSkeleton />
        <IdeaCardSkeleton />
      </div>
    </>
  );
}

function EmptyIdeas({ title, body, icon, children }: { title: string; body: string; icon?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
        {icon ?? <Lightbulb aria-hidden="true" className="size-6" />}
      </span>
      <p className="mt-4 text-lg font-semibold">{title}</p>
      <p className="mt-1 max-w-md text-stone-600">{body}</p>
      {children}
    </div>
  );
}

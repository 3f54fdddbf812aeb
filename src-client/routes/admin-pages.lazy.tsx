import { createLazyRoute, Link } from '@tanstack/react-router';
import { ExternalLink, FilePlus2, FileText, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import { AdminScreenHeader } from '#client/components/admin-screen-header.tsx';
import { DeleteButton } from '#client/features/site-content/delete-button.tsx';
import { EmptyState } from '#client/features/site-content/empty-state.tsx';
import { ListStates } from '#client/features/site-content/list-states.tsx';
import { useSystemMessage } from '#client/features/shell/system-message.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc } from '#client/trpc.ts';
import { adminPagesRoute } from './admin-pages';

export const Route = createLazyRoute(adminPagesRoute.id)({ component: AdminPagesScreen });

function NewPageLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/organisation/admin/pages/edit/$guid" params={{ guid: '0' }} className={buttonClasses('primary', 'md', `shrink-0 ${className}`)}>
      <FilePlus2 aria-hidden="true" className="size-4" />
      {t('adminPages.new')}
    </Link>
  );
}

/** The site's content pages (spec 2 §2 /organisation/admin/pages). */
function AdminPagesScreen() {
  const { t } = useTranslation();
  const pages = trpc.page.list.useQuery();
  usePageTitle(t('adminPages.title'));

  return (
    <Container className="py-8 sm:py-12">
      <AdminScreenHeader title={t('adminPages.title')} intro={t('adminPages.intro')} action={<NewPageLink />} />
      <div className="mt-8">
        <ListStates
          query={pages}
          errorText={t('adminPages.searchError')}
          empty={
            <EmptyState icon={FileText} title={t('adminPages.emptyTitle')} body={t('adminPages.emptyBody')}>
              <NewPageLink />
            </EmptyState>
          }
        >
          {(items) => (
            <ul className="flex flex-col gap-3">
              {items.map((page) => (
                <PageRow key={page.guid} page={page} />
              ))}
            </ul>
          )}
        </ListStates>
      </div>
    </Container>
  );
}

function PageRow({ page }: { page: { guid: string; title: string; slug: string; path: string } }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const showMessage = useSystemMessage();
  const remove = trpc.page.delete.useMutation({
    onSuccess: async () => {
      showMessage({ tone: 'success', text: t('adminPages.deleted') });
      await utils.page.list.invalidate();
      await utils.organisation.current.invalidate();
    },
    onError: () => showMessage({ tone: 'error', text: t('adminPages.deleteFailed') }),
  });

  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h2 className="font-semibold break-words">{page.title}</h2>
        <p className="text-sm break-all text-stone-500">{page.path}</p>
      </div>
      <div className="flex flex-wrap gap-1">
        <Link to="/page/$slug" params={{ slug: page.slug }} className={buttonClasses('ghost')} aria-label={t('adminPages.viewNamed', { title: page.title })}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('adminPages.view')}
        </Link>
        <Link to="/organisation/admin/pages/edit/$guid" params={{ guid: page.guid }} className={buttonClasses('secondary')} aria-label={t('adminPages.editNamed', { title: page.title })}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('adminPages.edit')}
        </Link>
        <DeleteButton
          label={t('adminPages.delete')}
          namedLabel={t('adminPages.deleteNamed', { title: page.title })}
          confirmTitle={t('adminPages.confirmDeleteTitle')}
          confirmBody={t('adminPages.confirmDeleteBody', { title: page.title })}
          busy={remove.isPending}
          onConfirm={() => remove.mutateAsync({ guid: page.guid }).catch(() => undefined)}
        />
      </div>
    </li>
  );
}

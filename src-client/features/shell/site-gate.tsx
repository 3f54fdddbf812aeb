import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/button.tsx';
import { FullPageSpinner } from '#client/components/spinner.tsx';
import { applyLanguage, hasAllTexts, loadAllTexts } from '#client/i18n.ts';
import { trpc, type Organisation } from '#client/trpc.ts';
import { applyTheme } from './branding';
import { useShellTexts } from './use-shell-texts';

/**
 * Nothing renders until the organisation and the viewer are known (spec 3 §2): the language,
 * the theme and what the top bar shows all depend on them. A site in another language than
 * the default also waits for its shell's texts.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const organisation = trpc.organisation.current.useQuery();
  const viewer = trpc.auth.me.useQuery();
  const shellTexts = useShellTexts(organisation.data?.language);

  // A failed background refetch keeps the data already shown; only a first load can fail here.
  const failed = (!organisation.data && organisation.isError) || (viewer.data === undefined && viewer.isError) || shellTexts.isError;
  if (failed) {
    const retry = () => {
      if (organisation.isError) void organisation.refetch();
      if (viewer.isError) void viewer.refetch();
      if (shellTexts.isError) void shellTexts.refetch();
    };
    return <SiteLoadError onRetry={retry} retrying={organisation.isFetching || viewer.isFetching || shellTexts.isFetching} />;
  }
  if (!organisation.data || viewer.data === undefined || !shellTexts.data) return <FullPageSpinner label={t('app.loading')} />;

  return (
    <Branded organisation={organisation.data}>
      <Suspense fallback={<FullPageSpinner label={t('app.loading')} />}>{children}</Suspense>
    </Branded>
  );
}

/** Applies language and theme before the first paint, so nothing flashes in the wrong language. */
function Branded({ organisation, children }: { organisation: Organisation; children: ReactNode }) {
  const { i18n } = useTranslation();
  const { language, settings } = organisation;

  useLayoutEffect(() => {
    const switchLanguage = () => applyLanguage(language);
    // A language changed while a page is open needs the page's texts too; without them the shell's still show.
    if (hasAllTexts()) void loadAllTexts(language).then(switchLanguage, switchLanguage);
    else switchLanguage();
  }, [language]);
  useLayoutEffect(() => applyTheme(settings.theme), [settings.theme]);

  if (i18n.language !== language) return null;
  return children;
}

/** Shown in both languages: without the organisation we do not know which one the site uses. */
function SiteLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { i18n } = useTranslation();
  const en = i18n.getFixedT('en');
  const sv = i18n.getFixedT('sv');

  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-amber-500" />
        <div lang="en" className="mt-4">
          <h1 className="text-xl font-semibold">{en('app.loadErrorTitle')}</h1>
          <p className="mt-2 text-stone-600">{en('app.loadErrorBody')}</p>
        </div>
        <div lang="sv" className="mt-4 border-t border-stone-100 pt-4">
          <h2 className="text-xl font-semibold">{sv('app.loadErrorTitle')}</h2>
          <p className="mt-2 text-stone-600">{sv('app.loadErrorBody')}</p>
        </div>
        <Button onClick={onRetry} disabled={retrying} className="mt-6">
          <RefreshCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
          <span lang="en">{en('app.retry')}</span>
          <span aria-hidden="true">/</span>
          <span lang="sv">{sv('app.retry')}</span>
        </Button>
      </div>
    </main>
  );
}

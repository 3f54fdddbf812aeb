import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { externalSignInPath, offeredExternalSources } from '#shared/external-sign-in.ts';
import { isPasswordSignInEnabled } from '#shared/sign-in-rules.ts';
import { Alert } from '#client/components/alert.tsx';
import { buttonClasses } from '#client/components/button.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { ExternalSourceIcon } from './external-source-icon';
import { useSourceLabel } from './external-source-label';
import { forgetPostLoginTarget, POST_LOGIN_STORAGE_KEY } from './post-login';

/**
 * The target a page remembered before asking for this login, left in place for the local form.
 * Read here rather than in post-login.ts, which every page downloads first.
 */
function rememberedTarget(): string | undefined {
  try {
    return sessionStorage.getItem(POST_LOGIN_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The login and signup dialogs' external sources (spec 3 §6: exactly those the site switched
 * on): one link each to the server's round trip, carrying where to go afterwards. With local
 * login too, an "or" leads on to the form; with no way at all to sign in, the dialog says so.
 */
export function ExternalSignInButtons({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation();
  const { settings } = useOrganisation();
  const sourceLabel = useSourceLabel();
  // The server cannot read this tab's storage: a target remembered for this login travels as the redirect.
  const [target] = useState(() => redirect ?? rememberedTarget());
  const sources = offeredExternalSources(settings);
  const withPassword = isPasswordSignInEnabled(settings);

  if (sources.length === 0) return withPassword ? null : <Alert tone="info">{t('externalSignIn.noSources')}</Alert>;
  return (
    <>
      <ul aria-label={t('externalSignIn.sources')} className="flex flex-col gap-3">
        {sources.map((source) => (
          <li key={source}>
            <a
              href={externalSignInPath(source, target)}
              // Spent here: the link carries it, and it must not steer a later login of this tab.
              onClick={forgetPostLoginTarget}
              className={buttonClasses('ghost', 'lg', 'w-full border border-stone-300 bg-white text-stone-800 shadow-xs')}
            >
              <ExternalSourceIcon source={source} />
              {t('externalSignIn.continueWith', { provider: sourceLabel(source) })}
            </a>
          </li>
        ))}
      </ul>
      {withPassword ? (
        <p className="my-5 flex items-center gap-3 text-sm text-stone-600">
          <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
          {t('externalSignIn.or')}
          <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
        </p>
      ) : null}
    </>
  );
}

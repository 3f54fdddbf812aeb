import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '#client/components/button.tsx';
import { Container } from '#client/components/container.tsx';
import type { Organisation } from '#client/trpc.ts';
import { useAuthModals } from '#client/features/auth/auth-modals.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { OrganisationLogo } from '#client/features/shell/organisation-logo.tsx';
import { SiteMenuLinks } from '#client/features/shell/site-menu-links.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';
import { HeroBackdrop } from './hero-backdrop';

/**
 * The start page's banner: the organisation's own heading and text when it has set them, else
 * its name and our tagline ("custom": the site's own words only). With heroWording "hidden" the
 * words go and the heading stays for screen readers only. The main button may have the site's
 * own words too, for wide and narrow screens.
 */
export function Hero() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const viewer = useViewer();
  const { openAuthModal } = useAuthModals();
  const { assets, heroWording } = organisation.settings;

  const wordingHidden = heroWording === 'hidden';
  const heading = (!wordingHidden && assets.heroBig) || organisation.name;
  // Custom wording is the site's own only: no tagline of ours where it has none.
  const tagline = wordingHidden ? '' : assets.heroSmall || (heroWording === 'custom' ? '' : t('start.heroTagline'));
  // A logo picture always shows; the name as text only when the heading does not show it already.
  const showLogo = Boolean(assets.logoneg || assets.logo) || wordingHidden || heading !== organisation.name;

  return (
    <section className="relative isolate overflow-hidden bg-primary text-hero-text">
      <HeroBackdrop organisation={organisation} />
      <Container className="relative flex min-h-[26rem] flex-col py-6 sm:min-h-[32rem]">
        <div className="flex min-h-10 flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <div className="h-10">{showLogo ? <OrganisationLogo organisation={organisation} variant="logoneg" className="h-10" /> : null}</div>
          <SiteMenuLinks links={organisation.menus.top} label={t('start.siteMenu')} className="flex flex-wrap gap-x-5 gap-y-1 text-sm" linkClassName="font-medium underline-offset-4 hover:underline" />
        </div>
        <div className="my-auto max-w-2xl py-12">
          {/* A long one-word name ("Demoorganisationen") fits a 360 px phone: the type shrinks with the
              screen there, and a word wider still breaks (hyphenated where the browser can) rather than
              being cut off. */}
          <h1 className={wordingHidden ? 'sr-only' : 'text-[clamp(1.75rem,8vw,2.25rem)] font-bold tracking-tight text-balance wrap-break-word hyphens-auto sm:text-5xl'}>{heading}</h1>
          {tagline && <p className="mt-4 text-lg text-pretty opacity-90 sm:text-xl">{tagline}</p>}
          <div className="mt-8 flex flex-wrap gap-3">
            {viewer ? (
              <Link to="/coach" className={buttonClasses('onHero', 'lg')}>
                <HeroButtonText assets={assets} fallback={t('start.goToDashboard')} />
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            ) : (
              <>
                <Button variant="onHero" size="lg" onClick={() => openAuthModal('signup')}>
                  <HeroButtonText assets={assets} fallback={t('start.signUp')} />
                </Button>
                <Button variant="onHeroOutline" size="lg" onClick={() => openAuthModal('login')}>
                  {t('start.logIn')}
                </Button>
              </>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}

/** The main button's words: the site's own for wide and narrow screens where it has set them (heroBtnText*). */
function HeroButtonText({ assets, fallback }: { assets: Organisation['settings']['assets']; fallback: string }) {
  return (
    <>
      <span className="hidden sm:inline">{assets.heroBtnTextDesktop || fallback}</span>
      <span className="sm:hidden">{assets.heroBtnTextMobile || fallback}</span>
    </>
  );
}

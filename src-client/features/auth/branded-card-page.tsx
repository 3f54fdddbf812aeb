import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { OrganisationLogo } from '#client/features/shell/organisation-logo.tsx';
import { HeroBackdrop } from '#client/features/start/hero-backdrop.tsx';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

/**
 * The account pages that stand without the top bar (login, signup, a failed external sign-in,
 * a reset link): one card under the site's logo, which leads back to the start page, on the
 * start page's banner colours and picture. `after` comes outside the card (a dialog the page opens).
 */
export function BrandedCardPage({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const organisation = useOrganisation();
  return (
    // The start page's banner behind the card, as behind the same modal over the start page.
    <div className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden bg-primary px-4 py-12">
      <HeroBackdrop organisation={organisation} />
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <Link to="/" className="inline-flex max-w-full justify-center rounded-md text-stone-900">
          <OrganisationLogo organisation={organisation} />
        </Link>
        {children}
      </div>
      {after}
    </div>
  );
}

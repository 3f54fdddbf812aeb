import type { Organisation } from '#client/trpc.ts';

interface OrganisationLogoProps {
  organisation: Organisation;
  /** Which uploaded logo suits the background: the normal one, the negative (light on dark) or the footer one. */
  variant?: 'logo' | 'logoneg' | 'footerlogo';
  className?: string;
}

/** The organisation's logo when it has one, else its name, so every organisation has a mark. */
export function OrganisationLogo({ organisation, variant = 'logo', className = '' }: OrganisationLogoProps) {
  const src = organisation.settings.assets[variant] || organisation.settings.assets.logo;
  if (src) return <img src={src} alt={organisation.name} className={`h-9 w-auto max-w-48 object-contain ${className}`} />;
  // A long name takes a second line on a phone rather than losing its end to an ellipsis.
  return <span className={`line-clamp-2 text-base leading-tight font-bold tracking-tight wrap-break-word hyphens-auto sm:text-lg ${className}`}>{organisation.name}</span>;
}

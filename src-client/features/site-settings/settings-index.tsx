import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A section's element id: what the index's anchors point at. */
export const sectionId = (key: string) => `settings-${key}`;

export interface SettingsSection {
  id: string;
  title: string;
}

/**
 * The settings page's table of contents: anchor links to its sections, beside the form and
 * staying in view on a wide screen, above it on a narrow one. A link moves focus to its section
 * too, so the keyboard carries on from there rather than from the index.
 */
export function SettingsIndex({ sections }: { sections: SettingsSection[] }) {
  const { t } = useTranslation();
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    if (!section) return;
    // The router would take a changed hash for a new location; the section is all that should change.
    event.preventDefault();
    section.scrollIntoView({ block: 'start' });
    section.focus({ preventScroll: true });
  };
  return (
    <nav aria-label={t('siteSettings.index')} className="mb-6 rounded-2xl border border-stone-200 bg-white p-4 xl:sticky xl:top-20 xl:mb-0 xl:border-0 xl:bg-transparent xl:p-0">
      <p className="px-2 pb-2 text-xs font-semibold tracking-wide text-stone-500 uppercase" aria-hidden="true">
        {t('siteSettings.index')}
      </p>
      <ul className="grid gap-0.5 sm:grid-cols-2 xl:grid-cols-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} onClick={(event) => jump(event, section.id)} className="flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-stone-700 hover:bg-stone-100 hover:text-stone-900 xl:min-h-9">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

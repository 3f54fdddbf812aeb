import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Organisation } from '#client/trpc.ts';
import { applyTheme } from '#client/features/shell/branding.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

type Theme = Organisation['settings']['theme'];

const isColour = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/**
 * Shows the theme being edited on the whole page at once (CSS variables), and the site's saved
 * theme again when the form goes away, saved or not.
 */
export function useThemePreview(theme: Theme): void {
  const organisation = useOrganisation();
  const saved = useRef(organisation.settings.theme);
  useEffect(() => {
    saved.current = organisation.settings.theme;
  }, [organisation.settings.theme]);

  useLayoutEffect(() => {
    if (Object.values(theme).every(isColour)) applyTheme(theme);
  }, [theme]);

  useLayoutEffect(() => () => applyTheme(saved.current), []);
}

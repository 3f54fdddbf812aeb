import type { Organisation } from '#client/trpc.ts';

type Theme = Organisation['settings']['theme'];

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Dark or white text, whichever reads better on `background`: organisations pick any colour. */
export function readableTextColour(background: string): string {
  const bg = luminance(background);
  return contrast(bg, luminance(LIGHT_TEXT)) >= contrast(bg, luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
}

/** The CSS variables styles.css reads, from the organisation's theme settings. */
export function themeVariables(theme: Theme): Record<string, string> {
  return {
    '--theme-button-primary': theme.buttonColorPrimary,
    '--theme-button-primary-text': readableTextColour(theme.buttonColorPrimary),
    '--theme-button-secondary': theme.buttonColorSecondary,
    '--theme-button-secondary-text': readableTextColour(theme.buttonColorSecondary),
    '--theme-action': theme.actionColor,
    '--theme-action-text': readableTextColour(theme.actionColor),
    '--theme-link': theme.linkColor,
    '--theme-hero-text': theme.heroTextColor,
  };
}

/** Sets the theme on <html> through the CSSOM, which the CSP allows (inline <style> it does not). */
export function applyTheme(theme: Theme): void {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(themeVariables(theme))) style.setProperty(name, value);
}

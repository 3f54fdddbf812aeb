import { describe, expect, it } from 'vitest';
import { themeSchema } from '#shared/schemas/organisation.ts';
import { readableTextColour, themeVariables } from '#client/features/shell/branding.ts';

describe('theme variables', () => {
  it('maps every theme colour to the CSS variable styles.css reads', () => {
    const theme = themeSchema.parse({});
    expect(themeVariables(theme)).toEqual({
      '--theme-button-primary': theme.buttonColorPrimary,
      '--theme-button-primary-text': '#ffffff',
      '--theme-button-secondary': theme.buttonColorSecondary,
      '--theme-button-secondary-text': '#111827',
      '--theme-action': theme.actionColor,
      '--theme-action-text': '#111827',
      '--theme-link': theme.linkColor,
      '--theme-hero-text': theme.heroTextColor,
    });
  });

  it('picks the button text colour for contrast with any background', () => {
    expect(readableTextColour('#000000')).toBe('#ffffff');
    expect(readableTextColour('#1f5fbf')).toBe('#ffffff');
    expect(readableTextColour('#ffffff')).toBe('#111827');
    expect(readableTextColour('#ffd400')).toBe('#111827');
    // The default action colour, behind the Featured and New badges: white on it is only 3.49:1.
    expect(readableTextColour('#e0633a')).toBe('#111827');
  });
});

import type { Page } from 'playwright-core';

/**
 * The WCAG contrast ratio of two CSS colours as the page resolves them: any syntax Chromium
 * knows (rgb, hex, oklch from Tailwind), read back through a canvas pixel.
 */
export async function contrastRatio(page: Page, first: string, second: string): Promise<number> {
  return page.evaluate(
    ([a, b]) => {
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const luminance = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, bl = 0] = Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3), (value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
      };
      const [x, y] = [luminance(a), luminance(b)];
      return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
    },
    [first, second] as const,
  );
}

import * as sv from '#shared/i18n/sv.json';
import type { ShellTexts } from './shell-texts';

/** The shell's texts in Swedish, downloaded when the site is a Swedish one. */
export const svShellTexts: ShellTexts = {
  app: sv.app,
  banner: sv.banner,
  footer: sv.footer,
  routeError: sv.routeError,
  start: sv.start,
  systemMessage: sv.systemMessage,
};

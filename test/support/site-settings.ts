import type { AdminSettingsDto } from '#server/modules/organisation/site-settings.presenter.ts';
import type { SiteSettingsInput } from '#shared/schemas/site-settings.ts';
import { settingsDraftOf } from '#client/features/site-settings/settings-draft.ts';

/** The settings form as the admin screen would send it for what it shows (its own draft), with `changes` on top. */
export function settingsFormOf(view: AdminSettingsDto, changes: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  return { ...settingsDraftOf(view), ...changes };
}

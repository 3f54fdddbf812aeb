import type { AdminSettingsDto } from '../../src-server/modules/organisation/site-settings.presenter';
import type { SiteSettingsInput } from '../../src-shared/schemas/site-settings';
import { settingsDraftOf } from '../../src-client/features/site-settings/settings-draft';

/** The settings form as the admin screen would send it for what it shows (its own draft), with `changes` on top. */
export function settingsFormOf(view: AdminSettingsDto, changes: Partial<SiteSettingsInput> = {}): SiteSettingsInput {
  return { ...settingsDraftOf(view), ...changes };
}

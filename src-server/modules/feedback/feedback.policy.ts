import type { CampaignSettings } from '#shared/schemas/campaign.ts';
import { hasOrgAdminRights, isOrgMember, type ViewerRoles } from '#shared/permissions.ts';

type FeedbackVisibility = CampaignSettings['canViewTrustedFeedback'];

/** The three reader roles of campaign.settings.canViewTrustedFeedback (spec 1 §3, §4). */
export type FeedbackReaderRole = 'admin' | 'member' | 'guest';

/** everyone = admin, member, guest; trusted = admin, member; admin = admin only (spec 1 §4). */
const READERS: Record<FeedbackVisibility, readonly FeedbackReaderRole[]> = {
  everyone: ['admin', 'member', 'guest'],
  trusted: ['admin', 'member'],
  admin: ['admin'],
};

/** The reader roles a visibility admits, as legacy answers list them (spec 1 §3 canViewTrustedFeedback value). */
export function feedbackReaders(visibility: FeedbackVisibility): readonly FeedbackReaderRole[] {
  return READERS[visibility];
}

/**
 * A viewer's reader role. Coaches count as admin: they run the campaign and rate its ideas by
 * feedback (spec 1 §2); so do the idea's own authors (`creator`). Logged-out visitors read as guests.
 */
export function feedbackReaderRole(viewer: ViewerRoles | null, creator: boolean): FeedbackReaderRole {
  if (creator || hasOrgAdminRights(viewer)) return 'admin';
  return isOrgMember(viewer) ? 'member' : 'guest';
}

/**
 * May this reader see a feedback's text and author? Feedback by trusted writers (non-guest org
 * members) is restricted by the campaign's setting; guests' feedback is open to all who see the
 * idea; one's own feedback is always readable (spec 1 §4).
 */
export function canReadFeedback(
  reader: { id: string | null; role: FeedbackReaderRole },
  writer: (ViewerRoles & { id: string }) | null | undefined,
  visibility: FeedbackVisibility,
): boolean {
  if (!writer || !isOrgMember(writer)) return true;
  if (reader.id === writer.id) return true;
  return READERS[visibility].includes(reader.role);
}

/** Spec 1 §6: the author edits own feedback; super admin and org admin delete any. */
export function canEditFeedback(viewer: { id: string } | null, writer: { id: string } | null | undefined): boolean {
  return !!viewer && !!writer && viewer.id === writer.id;
}

export function canDeleteFeedback(viewer: ViewerRoles | null): boolean {
  return hasOrgAdminRights(viewer);
}

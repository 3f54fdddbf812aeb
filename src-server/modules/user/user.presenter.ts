import { missingRegistrationFields } from '#shared/registration-fields.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import type { ViewerAgreementStanding } from '#server/modules/agreement/agreement-acceptance.service.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import type { User } from '#server/entities/user.entity.ts';

export function fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The signed-in user as the client sees them (spec 3 §3 User). An explicit field list: the
 * password hash and session data never leave the server. `unreadNotifications` is the bell's
 * count (quickStatus.notifications), counted by the caller.
 */
export function presentViewer(user: User, org: Organisation, unreadNotifications: number, agreements: ViewerAgreementStanding) {
  return {
    guid: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    name: fullName(user),
    email: user.email,
    status: user.status,
    orgRole: user.orgRole,
    isOrgAdmin: user.isOrgAdmin,
    roles: { list: [...user.roles] },
    labels: user.labels.isInitialized() ? user.labels.getItems().map((label) => label.name) : [],
    description: user.description,
    profileImage: user.profileImage,
    avatar: user.profileImage ? { url: user.profileImage.url } : null,
    options: { emails: user.emailOptions },
    service: user.service,
    createdAt: user.createdAt,
    loggedIn: true as const,
    organisations: [{ guid: org.id, premium: org.premium, role: { slug: user.orgRole } }],
    quickStatus: { notifications: unreadNotifications },
    /**
     * Whether a required registration field is empty: the client then sends them to /profile/edit
     * (spec 3 §2). Never for a super admin's stand-in: the site's questions are for its members.
     */
    registrationIncomplete: !user.homeAccount && missingRegistrationFields(settingsWithDefaults(org.settings), user.extraFields).length > 0,
    /** The site's terms and privacy policy to accept, if any: the client then asks for them (spec 3 §4). */
    ...agreements,
  };
}
export type ViewerDto = ReturnType<typeof presentViewer>;

import type { EntityManager } from '@mikro-orm/postgresql';
import { MEMBER_ROLE } from '#shared/constants.ts';
import type { Organisation } from '#server/entities/organisation.entity.ts';
import { defaultEmailOptions, UserSchema, type User } from '#server/entities/user.entity.ts';

/** The viewer's picture becomes this uploaded image (served resized by /media). */
export async function setProfileImage(em: EntityManager, user: User, url: string): Promise<void> {
  user.profileImage = { url };
  await em.flush();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account with this e-mail on the current site (the em is tenant-scoped). */
export function findUserByEmail(em: EntityManager, email: string, options: { withPassword?: boolean } = {}): Promise<User | null> {
  return em.findOne(
    UserSchema,
    { emailNormalized: normalizeEmail(email) },
    options.withPassword ? { populate: ['passwordHash', 'labels'] } : { populate: ['labels'] },
  );
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  status?: User['status'];
  orgRole?: string;
  isOrgAdmin?: boolean;
  roles?: string[];
  extraFields?: Record<string, unknown>;
}

/** Builds a user on the organisation; the caller flushes. */
export function buildUser(em: EntityManager, org: Organisation, input: NewUser): User {
  return em.create(UserSchema, {
    organisation: org,
    email: input.email.trim(),
    emailNormalized: normalizeEmail(input.email),
    // Hidden<> is a type brand that keeps the column out of serialisation; the value is a plain string.
    passwordHash: input.passwordHash as User['passwordHash'],
    firstName: input.firstName,
    lastName: input.lastName,
    status: input.status ?? 'inactive',
    orgRole: input.orgRole ?? MEMBER_ROLE,
    isOrgAdmin: input.isOrgAdmin ?? false,
    roles: input.roles ?? [],
    extraFields: input.extraFields ?? {},
    emailOptions: { ...defaultEmailOptions },
  });
}

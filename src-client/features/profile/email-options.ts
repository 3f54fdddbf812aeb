import type { EmailOptionsInput } from '#shared/schemas/profile.ts';

/** The e-mail options in the order the profile shows them (spec 3 §3 options.emails). */
export const EMAIL_OPTION_KEYS: readonly (keyof EmailOptionsInput)[] = ['feedback', 'comment', 'winner', 'tags'];

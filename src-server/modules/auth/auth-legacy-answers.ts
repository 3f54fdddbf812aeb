import { z } from 'zod';

/** The `result` of the legacy auth routes that answer other than a sign-in (legacySignInAnswer), for the OpenAPI document. */

export const legacyLoggedOutAnswer = z.looseObject({ loggedOut: z.literal(true) });

export const legacyResetRequestedAnswer = z.looseObject({ tokenCreated: z.literal(true) });

export const legacyPasswordResetAnswer = z.looseObject({ passwordReset: z.literal(true) });

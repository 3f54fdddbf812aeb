import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { checkFormValues } from '../field-groups';
import { isEmailDomainAllowed } from '../sign-in-rules';
import { isAgreementAccepted, type RequiredAgreement, type SignupRequirements } from '../signup-rules';
import { emailSchema, registrationValuesSchema, personNameSchema, redirectPathSchema } from './common';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'PLEASE_ENTER_A_LONGER_PASSWORD')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG');

/** The widget's payload (base64 of the solved challenge) is a few hundred characters; this only bounds a request. */
const CAPTCHA_PAYLOAD_MAX_LENGTH = 4_000;

/** A solved captcha (spec 3 §5: PLEASE_VERIFY_CAPTCHA); whether it is genuine, fresh and unused is the server's check. */
export const captchaSchema = z
  .string({ message: 'PLEASE_VERIFY_CAPTCHA' })
  .trim()
  .min(1, 'PLEASE_VERIFY_CAPTCHA')
  .max(CAPTCHA_PAYLOAD_MAX_LENGTH, 'PLEASE_VERIFY_CAPTCHA');

/** The guid of an agreement the visitor accepted; which one the site requires is the server's to say. */
const acceptedAgreementSchema = z.string().trim().max(64, 'invalid-input').optional();

/**
 * Spec 3 §3 "Signup payload". The site's own requirements (agreements, registration fields,
 * domain filter) are checked against it by signup-rules.ts, on the server and in the form.
 */
export const signupInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  extraFields: registrationValuesSchema.optional(),
  captcha: captchaSchema,
  termsOfServiceAgreementGuid: acceptedAgreementSchema,
  privacyPolicyAgreementGuid: acceptedAgreementSchema,
  sendVerificationMail: z.boolean().optional(),
  redirect: redirectPathSchema.optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

/**
 * The signup form's schema: the payload's rules and this site's requirements, each check on
 * its own field, so one that fails (an empty e-mail stops its other checks) does not hide
 * another's message. The same checks as the server's (signup-rules.ts).
 */
export function signupFormInput(requirements: SignupRequirements) {
  // The form holds '' until a box is ticked, so these are never missing there.
  const accepted = (required: RequiredAgreement | null, code: 'TOS_ACCEPT_MANDATORY' | 'PP_ACCEPT_MANDATORY') =>
    z.string({ message: code }).trim().max(64, 'invalid-input').refine((guid) => isAgreementAccepted(guid, required), code);
  return signupInput.extend({
    email: emailSchema.refine((email) => isEmailDomainAllowed(email, requirements.domainFilter), 'email-domain-not-allowed'),
    termsOfServiceAgreementGuid: accepted(requirements.termsOfService, 'TOS_ACCEPT_MANDATORY'),
    privacyPolicyAgreementGuid: accepted(requirements.privacyPolicy, 'PP_ACCEPT_MANDATORY'),
    extraFields: registrationValuesSchema.optional().superRefine((values, context) => {
      for (const [path, [code = 'invalid-input']] of Object.entries(checkFormValues(requirements.fields, values ?? {}, '').fieldErrors)) {
        // The key is ".<fieldid>"; a field id may itself hold dots (val.site.uuid).
        context.addIssue({ code: 'custom', path: [path.slice(1)], message: code });
      }
    }),
  });
}

/** Forgotten password (spec 3 §5): a trimmed, non-empty address of the usual shape. */
export const forgotPasswordInput = z.object({
  email: emailSchema,
  /** Where the reset page sends the user once the new password is set. */
  redirect: redirectPathSchema.optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

/** Two entries of a new password must be the same (spec 3 §5 reset password). */
function passwordsMatch(input: { password: string; passwordRepeat?: string | undefined }): boolean {
  return input.passwordRepeat === undefined || input.passwordRepeat === input.password;
}
const PASSWORDS_DIFFER = { message: 'THE_TWO_PASSWORD_DONT_MATCH', path: ['passwordRepeat'] };

/** The reset form: the new password, typed twice. */
export const newPasswordForm = z
  .object({ password: passwordSchema, passwordRepeat: z.string().max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG') })
  .refine(passwordsMatch, PASSWORDS_DIFFER);

/** The new password from a reset link; legacy clients send it once, without the repeat. */
export const resetPasswordInput = z
  .object({
    token: z.string().min(1, 'reset-link-invalid').max(200, 'reset-link-invalid'),
    password: passwordSchema,
    passwordRepeat: z.string().max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG').optional(),
  })
  .refine(passwordsMatch, PASSWORDS_DIFFER);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** Login: the e-mail is only trimmed (spec 3 §5); the server judges the rest. */
export const loginInput = z.object({
  email: z.string().trim().min(1, 'PLEASE_ENTER_AN_EMAIL').max(PASSWORD_MAX_LENGTH, 'PLEASE_ENTER_A_VALID_MAIL'),
  password: z.string().min(1, 'ERROR_REQUIRED').max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG'),
  redirect: redirectPathSchema.optional(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** The site's own providers an account's owner links while signed in: the ones a site admin configures (docs/architecture.md §4). */
export const LINKABLE_SOURCES = ['oauth2', 'oidc'] as const;
export type LinkableSource = (typeof LINKABLE_SOURCES)[number];

/** Which of them to link; without input the OAuth2 provider, as before OpenID Connect. */
export const externalLinkStartInput = z.object({ source: z.enum(LINKABLE_SOURCES) }).optional();

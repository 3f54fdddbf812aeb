import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { emailSchema, personNameSchema, redirectPathSchema } from './common';

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'PLEASE_ENTER_A_LONGER_PASSWORD')
  .max(PASSWORD_MAX_LENGTH, 'PASSWORD_TOO_LONG');

/** Spec 3 §3 "Signup payload"; captcha and agreements join with the accounts issue. */
export const signupInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  extraFields: z.record(z.string(), z.unknown()).optional(),
  sendVerificationMail: z.boolean().optional(),
  redirect: redirectPathSchema.optional(),
});
export type SignupInput = z.infer<typeof signupInput>;

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

import { parseExtraFields } from '#server/legacy/extra-fields.ts';
import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { z } from 'zod';
import { forgotPasswordInput, resetPasswordInput } from '#shared/schemas/auth.ts';
import { legacyLoginBody, legacySignupBody } from '#server/legacy/legacy-payloads.ts';
import { legacyLoggedOutAnswer, legacyPasswordResetAnswer, legacyResetRequestedAnswer } from './auth-legacy-answers';
import { legacySignInAnswer } from '#server/legacy/legacy-answers.ts';

/** Legacy account routes (spec 3 §7 Account): thin mappings onto the auth procedures. */
export function authLegacyRoutes(table: LegacyRouteTable): void {
  // Legacy clients post the e-mail as "username".
  table.route('POST', '/login', async ({ caller, body }) => {
    const result = await caller.auth.login({
      email: String(body.username ?? body.email ?? ''),
      password: String(body.password ?? ''),
      redirect: typeof body.redirect === 'string' ? body.redirect : undefined,
    });
    return { ...result.user, postLogin: result.postLogin };
  }, { doc: { response: legacySignInAnswer, summary: "Sign in: the user with a JWT for the Authorization header, and postLogin", body: legacyLoginBody } });

  // The spec's …AcceptedAt fields are not read: an acceptance is stored with the server's time.
  table.route('POST', '/signup', async ({ caller, body }) => {
    const result = await caller.auth.signup({
      email: String(body.email ?? ''),
      password: String(body.password ?? ''),
      firstName: String(body.firstName ?? ''),
      lastName: String(body.lastName ?? ''),
      extraFields: parseExtraFields(body.extraFields),
      captcha: String(body.captcha ?? ''),
      termsOfServiceAgreementGuid: optionalText(body.termsOfServiceAgreementGuid),
      privacyPolicyAgreementGuid: optionalText(body.privacyPolicyAgreementGuid),
      sendVerificationMail: body.sendVerificationMail === true || body.sendVerificationMail === 'true',
    });
    return { ...result.user, postLogin: result.postLogin };
  }, { doc: { response: legacySignInAnswer, summary: "Create an account (solved captcha required) and sign in", body: legacySignupBody } });

  table.route('GET', '/logout', async ({ caller }) => caller.auth.logout(), { doc: { response: legacyLoggedOutAnswer, summary: "End the session of the Bearer token" }, changesState: true });

  // The answer carries the spec's token-created flag; the token itself only travels by mail.
  table.route('POST', '/resetpassword', async ({ caller, body }) =>
    caller.auth.requestPasswordReset({ email: String(body.email ?? ''), redirect: typeof body.redirect === 'string' ? body.redirect : undefined }), { doc: { response: legacyResetRequestedAnswer, summary: "Mail a password reset link", body: forgotPasswordInput } }
  );
  table.route('POST', '/resetpassword/:token', async ({ caller, body, params }) =>
    caller.auth.resetPassword({
      token: params.token ?? '',
      password: String(body.password ?? ''),
      passwordRepeat: typeof body.passwordRepeat === 'string' ? body.passwordRepeat : undefined,
    }), { doc: { response: legacyPasswordResetAnswer, summary: "Set a new password with a reset token", body: z.object(resetPasswordInput.shape).omit({ token: true }) } }
  );
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

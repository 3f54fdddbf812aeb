import { parseExtraFields } from '../../legacy/extra-fields';
import type { LegacyRouteTable } from '../../legacy/legacy-routes';

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
  });

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
  });

  table.route('GET', '/logout', async ({ caller }) => caller.auth.logout(), { changesState: true });

  // The answer carries the spec's token-created flag; the token itself only travels by mail.
  table.route('POST', '/resetpassword', async ({ caller, body }) =>
    caller.auth.requestPasswordReset({ email: String(body.email ?? ''), redirect: typeof body.redirect === 'string' ? body.redirect : undefined }),
  );
  table.route('POST', '/resetpassword/:token', async ({ caller, body, params }) =>
    caller.auth.resetPassword({
      token: params.token ?? '',
      password: String(body.password ?? ''),
      passwordRepeat: typeof body.passwordRepeat === 'string' ? body.passwordRepeat : undefined,
    }),
  );
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

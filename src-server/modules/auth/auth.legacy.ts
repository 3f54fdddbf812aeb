import { AppError } from '../../errors/app-error';
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

  table.route('POST', '/signup', async ({ caller, body }) => {
    const result = await caller.auth.signup({
      email: String(body.email ?? ''),
      password: String(body.password ?? ''),
      firstName: String(body.firstName ?? ''),
      lastName: String(body.lastName ?? ''),
      extraFields: parseExtraFields(body.extraFields),
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

/** The legacy signup sends extraFields as a JSON string (spec 3 §3). */
function parseExtraFields(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed: unknown = typeof value === 'string' ? parseJson(value) : value;
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  throw invalidExtraFields();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidExtraFields();
  }
}

function invalidExtraFields(): AppError {
  return new AppError('invalid-input', { fieldErrors: { extraFields: ['invalid-input'] } });
}

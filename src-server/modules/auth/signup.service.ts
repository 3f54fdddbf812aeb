import type { SignupInput } from '#shared/schemas/auth.ts';
import { settingsWithDefaults } from '#shared/schemas/organisation.ts';
import { isPasswordSignInEnabled } from '#shared/sign-in-rules.ts';
import { generatedValues } from '#shared/field-groups.ts';
import { checkSignupRequirements, signupRequirementsOf } from '#shared/signup-rules.ts';
import { AppError } from '#server/errors/app-error.ts';
import { consumeRateLimit } from '#server/security/rate-limit.ts';
import type { AppContext } from '#server/trpc/context.ts';
import { recordAcceptances, signupAgreements, type PublishedAgreement } from '#server/modules/agreement/agreement.service.ts';
import { solvedCaptcha, spendCaptcha } from '#server/modules/captcha/captcha.service.ts';
import { buildUser, findUserByEmail } from '#server/modules/user/user.service.ts';
import { sendVerificationMail } from '#server/modules/user/verification.service.ts';
import { startSession, type SignedIn } from './auth.service';
import { hashPassword } from './password';
import { refusingDuplicates } from '#server/db/unique-violation.ts';

const emailTaken = () => new AppError('email-already-registered', { fieldErrors: { email: ['email-already-registered'] } });

/**
 * Local signup (spec 3 §4–§5). Beyond the payload's own rules the site decides: its domain
 * filter, the agreements its legal links name, its registration fields, and a solved captcha;
 * every failing one is named on its field at once, and nothing is stored. The account, its
 * acceptances (with the agreement version and the server's time) and the spent captcha are
 * written in one transaction, so a failed signup leaves the captcha usable for the next try.
 * New accounts start inactive and are mailed a verification link.
 */
export async function signup(ctx: AppContext, input: SignupInput): Promise<SignedIn> {
  const settings = settingsWithDefaults(ctx.site.settings);
  if (!isPasswordSignInEnabled(settings)) throw new AppError('login-source-disabled');
  await consumeRateLimit(ctx.em, 'signupPerIp', `${ctx.site.id}:${ctx.request.ip}`);
  const agreements = await signupAgreements(ctx, settings);
  const requirements = signupRequirementsOf(settings, {
    termsOfService: agreements.termsOfService && { guid: agreements.termsOfService.agreement.id },
    privacyPolicy: agreements.privacyPolicy && { guid: agreements.privacyPolicy.agreement.id },
  });
  const { extraFields, fieldErrors } = checkSignupRequirements(input, requirements);
  const captcha = await solvedCaptcha(ctx, input.captcha);
  if (!captcha) fieldErrors.captcha = ['PLEASE_VERIFY_CAPTCHA'];
  const [firstError] = Object.values(fieldErrors).flat();
  if (firstError || !captcha) throw new AppError(firstError ?? 'PLEASE_VERIFY_CAPTCHA', { fieldErrors });
  if (await findUserByEmail(ctx.em, input.email)) throw emailTaken();

  const passwordHash = await hashPassword(input.password);
  const accepted = [agreements.termsOfService, agreements.privacyPolicy].filter((agreement): agreement is PublishedAgreement => agreement !== null);
  // Two signups with one address at the same moment: the unique index decides.
  const user = await refusingDuplicates(
    () =>
      ctx.em.transactional(async (em) => {
        await spendCaptcha(em, captcha);
        // A new account has no generated ids yet: the server makes them, once (spec 3 §4).
        const created = buildUser(em, ctx.org, { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, extraFields: { ...extraFields, ...generatedValues(requirements.fields, {}) } });
        const now = new Date();
        for (const agreement of accepted) recordAcceptances(em, [created], agreement, now);
        await em.flush();
        return created;
      }),
    emailTaken,
  );
  // The browser's form always wants the mail; legacy clients may say no (sendVerificationMail false).
  if (input.sendVerificationMail !== false) await sendVerificationMail({ ...ctx, viewer: user });
  const credentials = await startSession(ctx, user);
  return { user, credentials, postLogin: input.redirect ?? null };
}

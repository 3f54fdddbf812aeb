import { publicProcedure, router } from '#server/trpc/procedures.ts';
import { createCaptchaChallenge } from './captcha.service';

export const captchaRouter = router({
  /** A proof-of-work challenge for the signup form's captcha (ALTCHA); signup checks its solution. */
  challenge: publicProcedure.query(({ ctx }) => createCaptchaChallenge(ctx)),
});

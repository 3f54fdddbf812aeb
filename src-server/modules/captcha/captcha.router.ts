import { publicProcedure, router } from '../../trpc/procedures';
import { createCaptchaChallenge } from './captcha.service';

export const captchaRouter = router({
  /** A proof-of-work challenge for the signup form's captcha (ALTCHA); signup checks its solution. */
  challenge: publicProcedure.query(({ ctx }) => createCaptchaChallenge(ctx)),
});

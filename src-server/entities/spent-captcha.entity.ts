import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A solved captcha challenge that has been used, kept until the challenge expires so that no
 * server process accepts it a second time. Keyed by the challenge's signature, which is unique
 * to it; after expiry the challenge is refused anyway and the row is pruned.
 */
export const SpentCaptchaSchema = defineEntity({
  name: 'SpentCaptcha',
  tableName: 'spent_captcha',
  properties: {
    signature: p.string().length(128).primary(),
    expiresAt: p.datetime().index(),
  },
});
export type SpentCaptcha = InferEntity<typeof SpentCaptchaSchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Fixed-window attempt counters shared by every process (rate-limit.ts). */
export const RateLimitBucketSchema = defineEntity({
  name: 'RateLimitBucket',
  tableName: 'rate_limit_bucket',
  properties: {
    key: p.string().length(400).primary(),
    windowStartedAt: p.datetime(),
    hits: p.integer(),
  },
});
export type RateLimitBucket = InferEntity<typeof RateLimitBucketSchema>;

/** Process-independent secrets generated once (e.g. the JWT signing key when not configured). */
export const AppSecretSchema = defineEntity({
  name: 'AppSecret',
  tableName: 'app_secret',
  properties: {
    name: p.string().length(100).primary(),
    value: p.text().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type AppSecret = InferEntity<typeof AppSecretSchema>;

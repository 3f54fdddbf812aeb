import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Organisation } from '../../src-server/modules/organisation/organisation.entity';
import { callerFor } from './callers';

/** What the ALTCHA widget hands the form once it has solved a challenge: base64 of the challenge and its solution. */
export async function captchaPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

/** A challenge from the server for a visitor of `org`, solved for real in this process as a browser would. */
export async function solvedCaptcha(org: Pick<Organisation, 'id'>): Promise<string> {
  const { caller } = await callerFor(null, { org: org as Organisation });
  return captchaPayload(await caller.captcha.challenge());
}

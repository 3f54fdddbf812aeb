import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * What the ALTCHA widget hands the form once it has solved a challenge: base64 of the challenge
 * and its solution, solved for real in this process as a browser would. Apart from captcha.ts,
 * which reaches the server's code, so browser tests can use it too.
 */
export async function captchaPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');
}

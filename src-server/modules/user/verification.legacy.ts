import type { LegacyRouteTable } from '#server/legacy/legacy-routes.ts';
import { getUserVerificationSendAnswer } from './verification-legacy-answers';

/** Legacy verification route (spec 3 §7 Account): the same procedure as the browser's resend button. */
export function verificationLegacyRoutes(table: LegacyRouteTable): void {
  table.route('GET', '/user-verification/send', async ({ caller }) => caller.verification.send(), { doc: { response: getUserVerificationSendAnswer, summary: "Send the verification mail again" }, changesState: true });
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '#server/errors/app-error.ts';
import { adoptSessionToken, bearerOf, sessionCookieOf } from '#server/http/request-scope.ts';
import { readLegacyToken } from '#server/modules/auth/legacy-token.ts';
import type { AppDeps } from '#server/trpc/context.ts';
import { DOWNLOAD_LINK_SECONDS, openDownloadLink, sealDownloadLink } from './download-link';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!;
}

/**
 * `GET <export>?downloadLink=true` with the Bearer header: the same export's address with a
 * signed `download` parameter instead of the header, valid for a minute, for `window.open`.
 */
export async function downloadLinkAnswer(request: FastifyRequest, deps: AppDeps): Promise<{ url: string; expiresAt: Date }> {
  const bearer = bearerOf(request);
  const token = bearer ? await readLegacyToken(deps.jwtKey, bearer) : sessionCookieOf(request);
  if (!request.authSession || !token) throw new AppError('not-authenticated');
  const parameters = new URLSearchParams(request.url.split('?')[1] ?? '');
  parameters.delete('downloadLink');
  parameters.delete('download');
  parameters.set('download', await sealDownloadLink(deps.jwtKey, token, pathOf(request)));
  return { url: `${pathOf(request)}?${parameters.toString()}`, expiresAt: new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000) };
}

/**
 * A request without a Bearer header or session cookie signs in by its download link; a link that
 * is forged, expired, made for another export or whose session has ended asks for a login.
 */
export async function signInByDownloadLink(request: FastifyRequest, deps: AppDeps, link: string | undefined): Promise<void> {
  if (!link || request.authSession) return;
  const token = await openDownloadLink(deps.jwtKey, link, pathOf(request));
  if (!token || !(await adoptSessionToken(request, deps, token))) throw new AppError('not-authenticated');
}

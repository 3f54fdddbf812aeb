import formBody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Language } from '#shared/constants.ts';
import type { NoticeKind } from '#shared/schemas/notification-preferences.ts';
import type { AppDeps } from '#server/trpc/context.ts';
import { languageOf } from '#server/modules/mail/mail.service.ts';
import { sendConfirmPage } from '#server/http/confirm-page.ts';
import { stopMail } from './notification-preferences.service';
import { readUnsubscribeToken, type UnsubscribeScope } from './unsubscribe-token';

/** Where notice and digest mails point their unsubscribe links (RFC 8058). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

const SCOPE_NAMES: Record<Language, Record<UnsubscribeScope, string>> = {
  en: { feedback: 'feedback', comments: 'comments', status: 'status changes', merges: 'merges', ideas: 'new ideas', campaign: 'campaign news', mentions: 'mentions', digest: 'your digest' },
  sv: { feedback: 'feedback', comments: 'kommentarer', status: 'statusändringar', merges: 'sammanslagningar', ideas: 'nya idéer', campaign: 'kampanjnyheter', mentions: 'omnämnanden', digest: 'din sammanfattning' },
};

const TEXTS: Record<Language, { title: string; ask: (what: string) => string; button: string; done: (what: string) => string; invalid: string; settings: string }> = {
  en: {
    title: 'Unsubscribe',
    ask: (what) => `Stop e-mails about ${what}? You will still see them in your notifications.`,
    button: 'Stop these e-mails',
    done: (what) => `Done: you will no longer get e-mails about ${what}.`,
    invalid: 'This unsubscribe link is not valid. You can choose which e-mails you get on your profile.',
    settings: 'Notification settings on your profile',
  },
  sv: {
    title: 'Avsluta prenumeration',
    ask: (what) => `Sluta skicka e-post om ${what}? Du ser dem fortfarande bland dina aviseringar.`,
    button: 'Sluta skicka e-post',
    done: (what) => `Klart: du får inte längre e-post om ${what}.`,
    invalid: 'Den här länken för att avsluta prenumerationen är inte giltig. Du kan välja vilken e-post du får på din profil.',
    settings: 'Aviseringsinställningar på din profil',
  },
};

/**
 * GET /unsubscribe?token= — a small page in the site's language (its people's) asking to confirm,
 * whose button POSTs; POST /unsubscribe?token= — what mail programs send for one click (RFC 8058
 * §3.2, body List-Unsubscribe=One-Click) and what the button sends: that kind's mail stops. No
 * session is needed or read: the signed token names the person, the kind and the site.
 */
export async function registerUnsubscribeRoutes(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  await scope.register(formBody, { bodyLimit: 1024 });
  scope.get<{ Querystring: { token?: string } }>('/', async (request, reply) => {
    const language = languageOf(request.site);
    const text = TEXTS[language];
    const settings = { label: text.settings, href: '/profile' };
    const claim = readUnsubscribeToken(deps.jwtKey, request.site.id, request.query.token ?? '');
    if (!claim) return sendConfirmPage(reply, { status: 400, language, title: text.title, text: text.invalid, link: settings });
    const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token ?? '')}`;
    return sendConfirmPage(reply, { status: 200, language, title: text.title, text: text.ask(SCOPE_NAMES[language][claim.scope]), button: { label: text.button, action }, link: settings });
  });
  scope.post<{ Querystring: { token?: string } }>('/', async (request, reply) => {
    const language = languageOf(request.site);
    const text = TEXTS[language];
    const settings = { label: text.settings, href: '/profile' };
    const claim = readUnsubscribeToken(deps.jwtKey, request.site.id, request.query.token ?? '');
    if (!claim) return sendConfirmPage(reply, { status: 400, language, title: text.title, text: text.invalid, link: settings });
    const person = await request.em.getConnection().execute<{ id: string }[]>('select id from app_user where id = ? and organisation_id = ?', [claim.userId, request.site.id]);
    // A deleted account has nothing left to stop: the answer is the same, so the link reveals nothing.
    if (person.length > 0) await stopMail(request.em, request.site.id, claim.userId, claim.scope as NoticeKind | 'digest');
    return sendConfirmPage(reply, { status: 200, language, title: text.title, text: text.done(SCOPE_NAMES[language][claim.scope]), link: settings });
  });
}

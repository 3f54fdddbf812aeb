import { ExternalLink, Mail, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '#client/components/copy-field.tsx';
import type { IdeaView } from './idea-types';
import { shareAudience, shareLinks } from './share-targets';

/**
 * The idea's share links (spec 1 §2): its permalink to copy, and plain links to e-mail and social
 * networks, each opening in a new tab without giving it a handle on this page (noopener). Shown
 * only where the link reaches people who may open the idea (see shareAudience).
 */
export function ShareLinks({ idea }: { idea: IdeaView }) {
  const { t } = useTranslation();
  const audience = shareAudience(idea);
  if (!audience) return null;
  const permalink = `${window.location.origin}/ideas/${idea.guid}`;
  const links = shareLinks(audience, permalink, idea.name, t('ideaView.share.mailSubject', { name: idea.name }));

  return (
    <section aria-labelledby="idea-share" className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <h2 id="idea-share" className="inline-flex items-center gap-2 text-base font-semibold text-stone-900">
        <Share2 aria-hidden="true" className="size-4" />
        {t('ideaView.share.title')}
      </h2>
      <CopyField label={t('ideaView.share.link')} value={permalink} />
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              // E-mail opens the mail program, not a page: no new tab for it.
              {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
            >
              {link.network === 'email' ? <Mail aria-hidden="true" className="size-4" /> : <ExternalLink aria-hidden="true" className="size-4" />}
              {t(`ideaView.share.${link.network}`)}
              {link.network === 'email' ? null : <span className="sr-only"> {t('ideaView.share.newTab')}</span>}
            </a>
          </li>
        ))}
      </ul>
      {audience === 'organisation' ? <p className="text-sm text-stone-600">{t('ideaView.share.organisationOnly')}</p> : null}
    </section>
  );
}

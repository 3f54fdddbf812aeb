import type { IdeaStatus } from '#shared/constants.ts';
import type { PrivacySetting } from '#shared/schemas/campaign.ts';

/** Who a shared link to an idea can reach: anyone, colleagues on this site, or no one. */
export type ShareAudience = 'everyone' | 'organisation' | null;

/** Statuses only authors or coaches see (spec 1 §4: drafts, archived and declined ideas): a link would show others nothing. */
const NARROWLY_SEEN_STATUSES: ReadonlySet<string> = new Set<IdeaStatus>(['DRAFT', 'ARCHIVED', 'declined']);

/**
 * Which share links an idea gets (spec 1 §2 'share links'). A link helps only people who can open
 * it: public and semi-public campaigns open to anyone, so social networks make sense; internal
 * ones open to members of the organisation, so only the copy link and e-mail (to colleagues) are
 * offered; private campaigns, and ideas most viewers cannot see, get none.
 */
export function shareAudience(idea: { status: string; campaign: { privacySetting: PrivacySetting } }): ShareAudience {
  if (NARROWLY_SEEN_STATUSES.has(idea.status)) return null;
  switch (idea.campaign.privacySetting) {
    case 'public':
    case 'semi-public':
      return 'everyone';
    case 'internal':
      return 'organisation';
    case 'private':
      return null;
  }
}

export type ShareNetwork = 'email' | 'linkedin' | 'facebook' | 'x';

/** Plain share addresses: no third-party scripts, nothing loaded until the visitor clicks. */
export function shareLinks(audience: Exclude<ShareAudience, null>, url: string, title: string, mailSubject: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  const email = { network: 'email' as const, href: `mailto:?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(`${title}\n${url}`)}` };
  if (audience === 'organisation') return [email];
  return [
    email,
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'x', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}` },
  ];
}

import { Link } from '@tanstack/react-router';
import type { MenuLink } from '#client/trpc.ts';

interface SiteMenuLinksProps {
  links: MenuLink[];
  label: string;
  /** The list's classes. */
  className?: string;
  /** The landmark's classes: where a menu shows at some widths only, it must hide here, or an empty landmark stays. */
  navClassName?: string;
  linkClassName?: string;
}

/**
 * One of the site's menus (spec 3 §2: top, footer, footer2) as a list of links. Pages of this
 * site open through the router; web links open in a new tab, mail-to links the mail program.
 * A copy shown only at some widths hides its landmark too (navClassName), not just its list:
 * two landmarks of one name confuse screen reader users.
 */
export function SiteMenuLinks({ links, label, className = '', navClassName, linkClassName = '' }: SiteMenuLinksProps) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={navClassName}>
      <ul className={className}>
        {links.map((link) => (
          <li key={link.guid}>
            {link.href.startsWith('/') ? (
              // The address is one of this site's own paths, which the router's types cannot know in advance.
              <Link to={link.href as '/'} className={linkClassName}>
                {link.name}
              </Link>
            ) : (
              <a href={link.href} className={linkClassName} {...(link.external ? { target: '_blank', rel: 'noopener' } : {})}>
                {link.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

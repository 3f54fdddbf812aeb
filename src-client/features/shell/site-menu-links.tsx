import { Link } from '@tanstack/react-router';
import type { MenuLink } from '../../trpc';

/**
 * One of the site's menus (spec 3 §2: top, footer, footer2) as a list of links. Pages of this
 * site open through the router; web links open in a new tab, mail-to links the mail program.
 * A copy shown only at some widths hides its landmark too (navClassName), not just its list:
 * two landmarks of one name confuse screen reader users.
 */
export function SiteMenuLinks({ links, label, className = '', linkClassName = '', navClassName }: { links: MenuLink[]; label: string; className?: string; linkClassName?: string; navClassName?: string }) {
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

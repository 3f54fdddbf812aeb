import { isSafeLink } from '#shared/safe-link.ts';
import { IMAGE_DISPLAY_SIZES, imageUrl as resizedImageUrl } from './media-url';

interface AvatarProps {
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  className?: string;
}

/** First letters of first and last name; the e-mail is not a fallback, so it never shows here. */
export function initialsOf(firstName: string, lastName: string): string {
  const initials = [firstName, lastName].map((part) => Array.from(part.trim())[0] ?? '').join('');
  return initials.toUpperCase() || '?';
}

/**
 * The user's picture, or their initials on the theme colour. Decorative: callers name the user.
 * Pictures are uploads of the site's, but an imported account may carry any address: one that
 * is no safe link gets the initials.
 */
export function Avatar({ firstName, lastName, imageUrl, className = 'size-9 text-sm' }: AvatarProps) {
  if (imageUrl && isSafeLink(imageUrl)) {
    // Avatars are asked for at the spec's avatar size (200), whatever size they are shown at.
    const src = resizedImageUrl(imageUrl, { ...IMAGE_DISPLAY_SIZES.avatar, fit: 'cover', format: 'webp' });
    return <img src={src} alt="" className={`shrink-0 rounded-full object-cover ${className}`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-on-primary ${className}`}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}

import type { LucideIcon } from 'lucide-react';

/**
 * Where a card has no picture: a block in the site's secondary colour with the first letter of
 * the card's name and the card kind's icon, so a row of cards with and without art keeps one
 * height and none of them shows an empty grey box. Decoration only: the name is on the card.
 */
export function PictureFallback({ name, Icon, className = '' }: { name: string; Icon: LucideIcon; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return (
    <span aria-hidden="true" data-picture-fallback="" className={`relative flex items-center justify-center overflow-hidden bg-secondary text-on-secondary ${className}`}>
      <span className="text-5xl font-bold opacity-80">{initial}</span>
      <Icon className="absolute right-3 bottom-3 size-6 opacity-50" />
    </span>
  );
}

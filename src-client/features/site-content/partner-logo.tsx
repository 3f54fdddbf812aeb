import { Handshake } from 'lucide-react';

/** A partner's logo at most `height` px high, or its initial on a tile when it has none. */
export function PartnerLogo({ logoUrl, name, className = 'h-12 w-24' }: { logoUrl: string | null; name: string; className?: string }) {
  if (logoUrl) return <img src={logoUrl} alt={name} className={`object-contain ${className}`} loading="lazy" />;
  return (
    <span className={`flex items-center justify-center rounded-lg bg-secondary text-on-secondary ${className}`}>
      <Handshake aria-hidden="true" className="size-6" />
    </span>
  );
}

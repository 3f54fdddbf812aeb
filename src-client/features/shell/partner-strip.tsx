import type { Partner } from '#client/trpc.ts';

/** A random few of the site's partners (spec 1 §9, spec 3 §9), chosen by the server; nothing when there are none. */
export function PartnerStrip({ partners, label }: { partners: Partner[]; label: string }) {
  if (partners.length === 0) return null;
  return (
    <section aria-label={label} className="border-t border-stone-100 py-6">
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {partners.map((partner) => {
          const mark = partner.logo ? (
            <img src={partner.logo.url} alt={partner.name} loading="lazy" className="h-12 w-auto max-w-40 object-contain" />
          ) : (
            <span className="font-semibold text-stone-700">{partner.name}</span>
          );
          return (
            <li key={partner.guid}>
              {partner.link ? (
                <a href={partner.link} target="_blank" rel="noopener" className="block rounded">
                  {mark}
                </a>
              ) : (
                mark
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A tag's slug as tag entry makes it (spec 3 §5): the name lower-cased, its dots as hyphens. */
export function interestSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\./g, '-');
}

/** The keys that turn what is typed into a tag (spec 3 §5, §9). */
export function isTagEntryKey(key: string): boolean {
  return key === 'Tab' || key === 'Enter' || key === ',';
}

/**
 * The interests with what was typed added: split at commas (a paste may hold several), trimmed,
 * none twice (by slug), and none past `max`. A full list takes nothing more rather than dropping
 * one the person chose.
 */
export function addInterests(current: readonly string[], typed: string, max: number): string[] {
  const next = [...current];
  for (const part of typed.split(',')) {
    const name = part.trim();
    if (!name || next.length >= max || next.some((existing) => interestSlug(existing) === interestSlug(name))) continue;
    next.push(name);
  }
  return next;
}

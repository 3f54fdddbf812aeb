/**
 * A URL slug from a name: lower case, Swedish and other accented letters folded to ASCII
 * ("Idéjakt på Åland" → "idejakt-pa-aland"), anything else a single hyphen.
 */
export function slugify(name: string, maxLength = 80, fallback = 'campaign'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || fallback;
}

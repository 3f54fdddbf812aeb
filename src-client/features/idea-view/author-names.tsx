import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserLabels } from '#client/components/user-labels.tsx';

const NAMES = '\u0000names\u0000';

/**
 * "by Anna [Facilities] and Erik": the idea's authors with each one's labels beside the name
 * (spec 1 §3 Author labels), in the language's own list form.
 */
export function AuthorNames({ authors }: { authors: readonly { guid: string; name: string; labels: readonly string[] }[] }) {
  const { t, i18n } = useTranslation();
  const [before = '', after = ''] = t('ideas.by', { names: NAMES }).split(NAMES);
  const parts = new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).formatToParts(authors.map((author) => author.name));
  const shown: ReactNode[] = [];
  let next = 0;
  for (const [at, part] of parts.entries()) {
    if (part.type !== 'element') {
      shown.push(part.value);
      continue;
    }
    const author = authors[next];
    next += 1;
    shown.push(
      <Fragment key={author?.guid ?? at}>
        {part.value}
        <UserLabels labels={author?.labels ?? []} />
      </Fragment>,
    );
  }
  return (
    <span className="font-medium text-stone-800">
      {before}
      {shown}
      {after}
    </span>
  );
}

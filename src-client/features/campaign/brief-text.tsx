import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { BRIEF_TEXT_CLASSES } from './plain-brief-text';

/** Absolute web addresses leave the site: they open in a new tab that cannot reach back. */
export function isExternalHref(href: string | undefined): boolean {
  return !!href && /^(https?:)?\/\//i.test(href);
}

type AnchorProps = ComponentPropsWithoutRef<'a'> & ExtraProps;

function BriefLink({ node: _node, href, children, ...props }: AnchorProps) {
  const { t } = useTranslation();
  const className = 'font-medium text-link underline underline-offset-2 hover:no-underline';
  // A link whose address was unsafe (javascript:, data:…) has had it removed: show its text only.
  if (!href) return <span>{children}</span>;
  if (!isExternalHref(href)) {
    return (
      <a href={href} className={className} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
      <span className="sr-only"> {t('markdown.opensInNewTab')}</span>
    </a>
  );
}

/**
 * The page already has its h1 (the campaign) and h2 (the section), so the brief's own headings
 * start at h3, as they always have; deeper ones stay below it.
 */
const headingClasses = 'mt-2 text-lg font-semibold text-stone-900';
const subheadingClasses = 'mt-1 text-base font-semibold text-stone-900';

const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 className={headingClasses} {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className={headingClasses} {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className={subheadingClasses} {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className={subheadingClasses} {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className={subheadingClasses} {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className={subheadingClasses} {...props} />,
  // Single line breaks are kept, as the brief has always shown them.
  p: ({ node: _node, ...props }) => <p className="whitespace-pre-line" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="list-disc space-y-1 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="list-decimal space-y-1 pl-6" {...props} />,
  a: BriefLink,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-stone-900" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="border-l-4 border-stone-200 pl-4 text-stone-600" {...props} />,
  code: ({ node: _node, ...props }) => <code className="rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em]" {...props} />,
  pre: ({ node: _node, ...props }) => <pre className="overflow-x-auto rounded-lg bg-stone-100 p-3 text-sm [&>code]:bg-transparent [&>code]:p-0" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="border-stone-200" {...props} />,
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" className="h-auto max-w-full rounded-lg" {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table className="min-w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border-b border-stone-300 px-3 py-2 font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border-b border-stone-200 px-3 py-2 align-top" {...props} />,
};

/**
 * A campaign's brief: markdown with GitHub's extensions (tables, task lists, autolinks). HTML
 * written into it is never parsed as HTML (skipHtml drops it), and the result is sanitised with
 * GitHub's allow-list as well, so no campaign text can add a script, an event handler or a
 * javascript: link.
 */
export function BriefText({ markdown }: { markdown: string }) {
  return (
    <div className={BRIEF_TEXT_CLASSES}>
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components} skipHtml>
        {markdown}
      </Markdown>
    </div>
  );
}

import { Tag } from 'lucide-react';

/**
 * The site's labels a person holds (spec 1 §3: authors, feedback and comment writers carry
 * labels), as small badges beside their name; nothing for someone without labels.
 */
export function UserLabels({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <span className="ml-1.5 inline-flex flex-wrap gap-1 align-middle">
      {labels.map((label) => (
        <span key={label} className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-on-secondary">
          <Tag aria-hidden="true" className="size-3" />
          {label}
        </span>
      ))}
    </span>
  );
}

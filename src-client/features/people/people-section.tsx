import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#client/components/avatar.tsx';
import { formatCampaignDate } from '#client/features/campaign/campaign-text.ts';

interface PeopleSectionProps {
  title: string;
  /** How many the list holds; left out for sections that are not lists. */
  count?: number;
  intro?: ReactNode;
  children: ReactNode;
}

/** One block of the People tab: a titled card, its heading naming the region. */
export function PeopleSection({ title, count, intro, children }: PeopleSectionProps) {
  const { i18n } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
      {/* The count sits beside the heading, not in it, so the region's name is the title alone;
          screen readers hear the count from the list itself. */}
      <div className="flex items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        {count !== undefined ? (
          <span aria-hidden="true" className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600">
            {count.toLocaleString(i18n.language)}
          </span>
        ) : null}
      </div>
      {intro ? <div className="mt-1 text-sm text-stone-600">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What an empty list says instead of rows. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">{children}</p>;
}

interface PersonRowProps {
  name: string | null;
  email: string;
  /** "Joined 12 March 2026": the label's {{date}} is filled in here. */
  date?: { label: (date: string) => string; value: Date };
  actions?: ReactNode;
}

/** A person in one of the lists: initials, name, address, when, and what a coach can do. */
export function PersonRow({ name, email, date, actions }: PersonRowProps) {
  const { i18n } = useTranslation();
  const [first = '', ...rest] = (name ?? email).split(' ');
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar firstName={first} lastName={rest.join(' ')} imageUrl={null} />
        <div className="min-w-0">
          {name ? <p className="font-semibold break-words text-stone-900">{name}</p> : null}
          <p className={`text-sm break-all ${name ? 'text-stone-600' : 'font-semibold text-stone-900'}`}>{email}</p>
          {date ? (
            <p className="text-xs text-stone-500">
              <time dateTime={date.value.toISOString()}>{date.label(formatCampaignDate(date.value, i18n.language))}</time>
            </p>
          ) : null}
        </div>
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2 pl-12 sm:pl-0">{actions}</div> : null}
    </li>
  );
}

/** The rows of a list, divided by hairlines. */
export function PeopleList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-stone-100">{children}</ul>;
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AdminScreenHeaderProps = {
  title: string;
  intro: string;
  action?: ReactNode;
  /** The area named above the title: a site's administration unless the screen belongs to another. */
  area?: string;
  className?: string;
};

/** The heading block of an admin screen: area name, title, what the screen is for, its main action. */
export function AdminScreenHeader({ title, intro, action, area, className = '' }: AdminScreenHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between ${className}`}>
      <div>
        <p className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{area ?? t('admin.area')}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 max-w-xl text-stone-600">{intro}</p>
      </div>
      {action}
    </div>
  );
}

import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryableLazy } from '#client/components/retryable-lazy.ts';
import { trpc } from '#client/trpc.ts';
import { badgeText } from './notification-text';

// Downloaded when first opened, not with every page.
const NotificationPanel = retryableLazy(() => import('./notification-panel').then((module) => module.NotificationPanel));

/**
 * The top bar's bell (spec 1 §4): the unread count, and the notifications panel on click.
 * Mounted only for a signed-in viewer. The count is the notification.unreadCount query, which
 * the realtime connection keeps current.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = trpc.notification.unreadCount.useQuery().data ?? 0;

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('notifications.bellLabel', { count: unread })}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="bg-primary text-on-primary absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-semibold"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

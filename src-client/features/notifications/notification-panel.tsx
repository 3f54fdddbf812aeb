import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { Drawer } from '#client/components/drawer.tsx';
import { Spinner } from '#client/components/spinner.tsx';
import { IDEA_STATUSES, type IdeaStatus } from '#shared/constants.ts';
import { trpc } from '#client/trpc.ts';
import { formatNotificationTime, ideaNameLimit, notificationKindKey, notificationTarget, truncateName, type FeedEntry } from './notification-text';

/** Spec 1 §9: the panel waits about this long before it loads the feed. */
export const FEED_LOAD_DELAY_MS = 800;

/**
 * The notifications side panel: after the spec's delay it loads the feed, then marks everything
 * read, so the entries keep showing which were new while the bell's count drops to zero.
 */
export function NotificationPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), FEED_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // Nothing is kept between openings: each one shows the feed as it is now.
  const feed = trpc.notification.feed.useQuery(undefined, { enabled: ready, staleTime: 0, gcTime: 0 });
  const utils = trpc.useUtils();
  const markAllRead = trpc.notification.markAllRead.useMutation({
    onSuccess: () => utils.notification.unreadCount.setData(undefined, 0),
  });
  // Once per opening, as soon as the user sees the feed (spec 1 §4: all are marked read by a call).
  const marked = useRef(false);
  const loaded = feed.isSuccess;
  useEffect(() => {
    if (!loaded || marked.current) return;
    marked.current = true;
    markAllRead.mutate();
  }, [loaded, markAllRead]);

  return (
    <Drawer title={t('notifications.title')} closeLabel={t('notifications.close')} onClose={onClose}>
      {feed.isError ? (
        <Alert tone="error" className="mx-2">
          <p>{t('notifications.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void feed.refetch()} disabled={feed.isFetching} className="mt-3">
            {t('notifications.retry')}
          </Button>
        </Alert>
      ) : !ready || feed.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('notifications.loading')} />
        </div>
      ) : feed.data.length === 0 ? (
        <p className="px-2 py-4 text-stone-600">{t('notifications.welcome')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {feed.data.map((entry) => (
            <NotificationItem key={entry.guid} entry={entry} onNavigate={onClose} />
          ))}
        </ul>
      )}
    </Drawer>
  );
}

/** A status named in an entry (a followed idea's, issue 34) that this client knows how to name; kept here, off the start page's code. */
function isIdeaStatus(status: string | undefined): status is IdeaStatus {
  return (IDEA_STATUSES as readonly (string | undefined)[]).includes(status);
}

function NotificationItem({ entry, onNavigate }: { entry: FeedEntry; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const kind = notificationKindKey(entry);
  if (!kind) return null;
  const { data } = entry;
  const text = t(`notifications.text.${kind}`, {
    actor: data.actorName ?? '',
    idea: truncateName(data.ideaName ?? '', ideaNameLimit(entry)),
    campaign: data.campaignName ?? '',
    other: truncateName(data.otherIdeaName ?? '', ideaNameLimit(entry)),
    status: isIdeaStatus(data.status) ? t(`ideaView.statusNames.${data.status}`) : '',
    stage: (i18n.language === 'sv' ? data.stageNameSv : data.stageNameEn) ?? '',
  });
  const target = notificationTarget(entry);
  const body = (
    <>
      <span className="flex items-start gap-2">
        {entry.unread ? (
          <span className="bg-primary mt-1.5 size-2 shrink-0 rounded-full">
            <span className="sr-only">{t('notifications.unread')}</span>
          </span>
        ) : null}
        <span className={entry.unread ? 'font-semibold text-stone-900' : 'text-stone-700'}>{text}</span>
      </span>
      <time dateTime={entry.updatedAt.toISOString()} className="mt-1 block text-xs text-stone-600">
        {formatNotificationTime(entry.updatedAt, new Date(), i18n.language)}
      </time>
    </>
  );
  const classes = 'block rounded-lg px-3 py-2 text-sm';
  return (
    <li>
      {target ? (
        <Link {...target} onClick={onNavigate} className={`${classes} hover:bg-stone-100`}>
          {body}
        </Link>
      ) : (
        <div className={classes}>{body}</div>
      )}
    </li>
  );
}

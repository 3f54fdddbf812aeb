import { Clapperboard, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/alert.tsx';
import { Button } from '#client/components/button.tsx';
import { trpc, type Media } from '#client/trpc.ts';

/** While a video is being transcoded the state is asked for again now and then, besides the Reload button. */
const PROCESSING_POLL_MS = 15_000;

/**
 * A video as uploaded (spec 1 §4): the player once an encoded version exists, "being processed"
 * with a Reload button until then, and the VIDEO_PROCESSING_FAILED message if transcoding failed.
 */
export function VideoPlayer({ video, title }: { video: Media; title: string }) {
  const { t } = useTranslation();
  const query = trpc.media.byGuid.useQuery(
    { guid: video.guid },
    {
      initialData: video,
      // What the caller passed may be minutes old: a processing video is asked for again at once.
      initialDataUpdatedAt: 0,
      refetchInterval: (current) => (current.state.data?.processing ? PROCESSING_POLL_MS : false),
    },
  );
  const current = query.data;

  if (current.failed) return <Alert tone="error">{t('errors.VIDEO_PROCESSING_FAILED')}</Alert>;

  if (current.processing || current.encodedVideos.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-stone-100 px-6 py-10 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-on-secondary">
          <Clapperboard aria-hidden="true" className="size-6" />
        </span>
        <p role="status" className="font-semibold text-stone-900">
          {t('video.processingTitle')}
        </p>
        <p className="max-w-sm text-sm text-stone-600">{t('video.processingBody')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
          {t('video.reload')}
        </Button>
      </div>
    );
  }

  return (
    <video controls preload="metadata" poster={current.thumbnail ?? undefined} aria-label={title} className="aspect-video w-full rounded-xl bg-black">
      {current.encodedVideos.map((encoded) => (
        <source key={encoded.format} src={encoded.url} type={`video/${encoded.format}`} />
      ))}
      <p>
        {t('video.unsupported')}{' '}
        <a href={current.url} download={current.filename} className="font-semibold text-link underline">
          {t('video.download')}
        </a>
      </p>
    </video>
  );
}

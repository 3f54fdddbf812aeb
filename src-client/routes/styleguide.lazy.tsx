import { createLazyRoute } from '@tanstack/react-router';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadContext } from '#shared/upload-rules.ts';
import { Alert } from '#client/components/alert.tsx';
import { Container } from '#client/components/container.tsx';
import { useViewer } from '#client/features/auth/use-viewer.ts';
import { canAdministerOrganisation } from '#client/features/auth/viewer-roles.ts';
import { Uploader } from '#client/features/media/uploader.tsx';
import { VideoPlayer } from '#client/features/media/video-player.tsx';
import { usePageTitle } from '#client/features/shell/use-page-title.ts';
import { trpc, type Media } from '#client/trpc.ts';
import { styleguideRoute } from './styleguide';

/**
 * The style guide (spec 3 §2): the shared upload components, live, in the contexts later forms
 * use them in. The examples make real uploads, so they are shown to org admins only, and every
 * finished upload can be removed again.
 */
export const Route = createLazyRoute(styleguideRoute.id)({ component: StyleguidePage });

function StyleguidePage() {
  const { t } = useTranslation();
  const viewer = useViewer();
  usePageTitle(t('styleguide.title'));

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('styleguide.title')}</h1>
      <p className="mt-2 max-w-2xl text-stone-600">{t('styleguide.intro')}</p>
      {canAdministerOrganisation(viewer) ? (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <UploadExample context="profileImage" title={t('styleguide.profileImage')} />
          <UploadExample context="siteHero" title={t('styleguide.siteHero')} />
          <UploadExample context="ideaImage" title={t('styleguide.ideaImages')} />
          <UploadExample context="ideaDocument" title={t('styleguide.documents')} />
          <UploadExample context="video" title={t('styleguide.video')} showVideo />
        </div>
      ) : (
        <Alert tone="info" className="mt-8">
          {t('styleguide.adminsOnly')}
        </Alert>
      )}
    </Container>
  );
}

function UploadExample({ context, title, showVideo = false }: { context: UploadContext; title: string; showVideo?: boolean }) {
  const headingId = useId();
  const [videos, setVideos] = useState<Media[]>([]);
  const { mutate: deleteMedia } = trpc.media.delete.useMutation();
  const onUploaded = useCallback((media: Media) => setVideos((current) => (media.kind === 'video' ? [...current, media] : current)), []);
  const onRemoved = useCallback(
    (media: Media) => {
      setVideos((current) => current.filter((video) => video.guid !== media.guid));
      deleteMedia({ guid: media.guid });
    },
    [deleteMedia],
  );

  return (
    <ExampleCard headingId={headingId} title={title}>
      <Uploader context={context} onUploaded={onUploaded} onRemoved={onRemoved} labelledBy={headingId} />
      {showVideo ? videos.map((video) => <VideoPlayer key={video.guid} video={video} title={video.title} />) : null}
    </ExampleCard>
  );
}

function ExampleCard({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-xs">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

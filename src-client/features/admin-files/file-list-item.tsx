import { Link } from '@tanstack/react-router';
import { ExternalLink, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#client/components/button.tsx';
import { CopyField } from '#client/components/copy-field.tsx';
import { formatFileSize } from '#client/components/file-size.ts';
import { MediaThumbnail } from '#client/components/media-thumbnail.tsx';
import { IMAGE_DISPLAY_SIZES } from '#client/components/media-url.ts';
import type { AdminFile } from '#client/trpc.ts';
import { DeleteFileButton } from './delete-file-button';
import { formatUploadDate } from './file-dates';
import { absoluteUrl } from './public-link';

const THUMBNAIL_SIZE = IMAGE_DISPLAY_SIZES.fileListThumbnail.width;

/** One file in the admin list: what it is, where it lives, the snippet to paste, and what can be done. */
export function FileListItem({ file, onDeleted }: { file: AdminFile; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:flex-row sm:p-5">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex min-w-0 gap-4">
          <MediaThumbnail file={file} size={THUMBNAIL_SIZE} className="size-16" />
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold">
              <Link
                to="/organisation/admin/files/edit/$guid"
                params={{ guid: file.guid }}
                className="rounded text-stone-900 underline-offset-2 hover:text-link hover:underline"
              >
                {file.title}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm break-all text-stone-500">
              <span>{file.filename}</span>
              <span aria-hidden="true"> · </span>
              <span className="whitespace-nowrap">{formatFileSize(file.size, i18n.language)}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={file.createdAt.toISOString()} className="whitespace-nowrap">
                {formatUploadDate(file.createdAt, i18n.language)}
              </time>
            </p>
          </div>
        </div>
        {/* Full width on phones, where the thumbnail column would leave the links too narrow to read. */}
        <div className="grid gap-3 sm:pl-20 lg:grid-cols-2">
          <CopyField label={t('adminFiles.publicLink')} value={absoluteUrl(file.publicUrl)} />
          <CopyField label={t('adminFiles.markdown')} value={file.markdown} />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-1 border-t border-stone-100 pt-3 sm:flex sm:flex-col sm:border-t-0 sm:border-l sm:pt-0 sm:pl-4">
        <Link
          to="/file/$guid"
          params={{ guid: file.guid }}
          aria-label={t('adminFiles.viewNamed', { title: file.title })}
          className={buttonClasses('ghost', 'md', 'max-sm:px-2! sm:justify-start')}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('adminFiles.view')}
        </Link>
        <Link
          to="/organisation/admin/files/edit/$guid"
          params={{ guid: file.guid }}
          aria-label={t('adminFiles.editNamed', { title: file.title })}
          className={buttonClasses('ghost', 'md', 'max-sm:px-2! sm:justify-start')}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('adminFiles.edit')}
        </Link>
        <DeleteFileButton file={file} onDeleted={onDeleted} className="max-sm:px-2! sm:justify-start" />
      </div>
    </li>
  );
}

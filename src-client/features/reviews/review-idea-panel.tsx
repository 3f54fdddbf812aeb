import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RenderedMarkdown } from '#client/components/rendered-markdown.tsx';
import type { ReviewPageDto } from '#server/modules/evaluation/review.presenter.ts';

/** The idea under review: its text, fields and files, and its authors unless the review is blind. */
export function ReviewIdeaPanel({ idea }: { idea: ReviewPageDto['idea'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="review-idea-heading" className="min-w-0 rounded-lg border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="review-idea-heading" className="text-xl font-bold tracking-tight">
        {t('reviews.page.idea')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{idea.authors ? t('reviews.page.authors', { names: idea.authors.join(', ') }) : t('reviews.page.blindAuthors')}</p>
      <div className="mt-4">
        <RenderedMarkdown html={idea.contentHtml} />
      </div>
      {idea.fields.length > 0 ? (
        <>
          <h3 className="mt-6 font-semibold">{t('reviews.page.fields')}</h3>
          <dl className="mt-2 grid gap-2">
            {idea.fields.map((field) => (
              <div key={field.fieldid}>
                <dt className="text-sm font-medium text-stone-600">{field.label}</dt>
                <dd>{Array.isArray(field.value) ? field.value.join(', ') : String(field.value)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      {idea.images.length > 0 || idea.documents.length > 0 || idea.video ? (
        <>
          <h3 className="mt-6 font-semibold">{t('reviews.page.files')}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {idea.images.map((image) => (
              <a key={image.guid} href={image.url} target="_blank" rel="noreferrer">
                <img src={image.url} alt="" className="size-24 rounded object-cover" />
              </a>
            ))}
          </div>
          <ul className="mt-2 flex flex-col gap-1">
            {idea.video ? (
              <li>
                <a href={idea.video.url} className="text-link underline">
                  {t('reviews.page.video', { name: idea.video.name })}
                </a>
              </li>
            ) : null}
            {idea.documents.map((document) => (
              <li key={document.guid}>
                <a href={document.url} className="inline-flex items-center gap-1 text-link underline">
                  <FileText aria-hidden="true" className="size-4" />
                  {document.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { ReviewPageDto } from '#server/modules/evaluation/review.presenter.ts';
import type { DraftScore } from './use-review-draft';

type Criterion = ReviewPageDto['criteria'][number];

/**
 * One criterion of the scorecard: its name in the reader's language, guidance, the scale as a row
 * of radio buttons (arrow keys move along it) and a comment. Read-only once submitted.
 */
export function CriterionField({ criterion, value, editable, error, onChange }: { criterion: Criterion; value: DraftScore; editable: boolean; error: string | undefined; onChange: (entry: Partial<DraftScore>) => void }) {
  const { t, i18n } = useTranslation();
  const name = i18n.language === 'sv' ? criterion.nameSv : criterion.nameEn;
  const errorId = `criterion-${criterion.guid}-error`;
  const commentId = `criterion-${criterion.guid}-comment`;
  return (
    <fieldset className="rounded-lg border border-stone-200 p-4" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="px-1 font-semibold">
        {name} <span className="text-sm font-normal text-stone-500">· {t('reviews.page.criterionWeight', { weight: criterion.weight })}</span>
      </legend>
      {criterion.guidance ? <p className="text-sm text-stone-600">{criterion.guidance}</p> : null}
      <p className="sr-only">{t('reviews.page.scoreLegend', { scale: criterion.scale })}</p>
      <div className="mt-3 flex flex-wrap gap-1.5" id={`criterion-${criterion.guid}`}>
        {Array.from({ length: criterion.scale }, (_, index) => index + 1).map((score) => (
          <label key={score} className="relative">
            <input
              type="radio"
              name={`score-${criterion.guid}`}
              value={score}
              checked={value.score === score}
              disabled={!editable}
              onChange={() => onChange({ score })}
              aria-label={t('reviews.page.scoreOption', { score, scale: criterion.scale })}
              className="peer sr-only"
            />
            <span className="flex size-10 cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white font-semibold text-stone-800 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-primary peer-focus-visible:ring-offset-2 peer-disabled:cursor-default">
              {score}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {editable ? (
        <>
          <label htmlFor={commentId} className="mt-3 block text-sm font-medium text-stone-800">
            {t('reviews.page.comment', { name })}
          </label>
          <textarea id={commentId} value={value.comment} onChange={(event) => onChange({ comment: event.target.value })} rows={2} className="mt-1 w-full rounded-md border border-stone-300 px-3 py-2" />
        </>
      ) : (
        <>
          <p className="mt-3 text-sm font-medium text-stone-800">{t('reviews.page.comment', { name })}</p>
          <p className="mt-1 whitespace-pre-wrap text-stone-700">{value.comment || t('reviews.page.noScore')}</p>
        </>
      )}
    </fieldset>
  );
}

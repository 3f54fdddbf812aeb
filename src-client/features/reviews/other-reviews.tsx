import { useTranslation } from 'react-i18next';
import type { ReviewPageDto } from '#server/modules/evaluation/review.presenter.ts';

/** The idea's other submitted reviews in the stage, or why they are hidden (blind mode, until one's own is in). */
export function OtherReviews({ reviews, criteria }: { reviews: ReviewPageDto['otherReviews']; criteria: ReviewPageDto['criteria'] }) {
  const { t, i18n } = useTranslation();
  const names = new Map(criteria.map((criterion) => [criterion.guid, i18n.language === 'sv' ? criterion.nameSv : criterion.nameEn]));
  return (
    <div className="rounded-lg border border-stone-200 p-4">
      <h3 className="font-semibold">{t('reviews.page.others')}</h3>
      {reviews === null ? <p className="mt-1 text-sm text-stone-600">{t('reviews.page.othersHidden')}</p> : null}
      {reviews?.length === 0 ? <p className="mt-1 text-sm text-stone-600">{t('reviews.page.othersNone')}</p> : null}
      {reviews && reviews.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-3">
          {reviews.map((review, index) => (
            <li key={index}>
              <p className="font-medium">{t('reviews.page.otherReview', { name: review.evaluatorName ?? t('reviews.page.anonymous'), score: review.score === null ? t('reviews.page.noScore') : Math.round(review.score) })}</p>
              <ul className="text-sm text-stone-600">
                {review.scores.map((score) => (
                  <li key={score.criterionGuid}>
                    {names.get(score.criterionGuid)}: {score.score ?? t('reviews.page.noScore')}
                    {score.comment ? ` — ${score.comment}` : ''}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { Trophy } from 'lucide-react';
import { POINTS } from '#shared/points.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

/**
 * What an action earns (spec 1 §9: 1500 on the idea form, 200 on the feedback modal), from the
 * points table; nothing when the organisation hides gamification. `text` turns the count into
 * the sentence of the screen it is on.
 */
export function PointsNote({ cause, text }: { cause: 'idea-new' | 'feedback-new'; text: (count: number) => string }) {
  const organisation = useOrganisation();
  if (organisation.settings.hideGamification) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm text-stone-600">
      <Trophy aria-hidden="true" className="size-4 text-amber-600" />
      {text(POINTS[cause])}
    </p>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '#client/trpc.ts';

export interface DraftScore {
  score: number | null;
  comment: string;
}
export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** How long typing pauses before the draft is saved. */
const AUTOSAVE_DELAY_MS = 700;

/**
 * An evaluator's review draft, autosaved (issue 33 item 4): each change is saved once the
 * evaluator pauses, and whatever is still pending is saved when they leave the page, so nothing
 * is lost on reload or on going to the next review. `flush` saves at once (before submitting).
 */
export function useReviewDraft(assignmentGuid: string, initial: Record<string, DraftScore>, editable: boolean) {
  const [draft, setDraft] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const { mutateAsync: saveDraft } = trpc.evaluation.review.save.useMutation();
  const pending = useRef<Record<string, DraftScore> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const scores = pending.current;
    pending.current = null;
    if (!scores) return;
    setSaveState('saving');
    try {
      await saveDraft({ assignmentGuid, scores: Object.entries(scores).map(([criterionGuid, entry]) => ({ criterionGuid, ...entry })) });
      setSaveState((state) => (state === 'saving' ? 'saved' : state));
    } catch {
      setSaveState('failed');
    }
  }, [assignmentGuid, saveDraft]);

  // Leaving the review (another review, another page) saves what is pending.
  useEffect(() => () => void flush(), [flush]);

  const change = (criterionGuid: string, entry: Partial<DraftScore>) => {
    if (!editable) return;
    setDraft((current) => {
      const next = { ...current, [criterionGuid]: { ...current[criterionGuid]!, ...entry } };
      pending.current = next;
      return next;
    });
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  };

  return { draft, change, flush, saveState };
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, brings the first invalid field into view and focuses it, so a keyboard or
 * screen-reader user lands on what to fix; with no invalid field, the form's error box is shown.
 * Runs after the errors have rendered (an effect of the attempt), not in the submit handler.
 */
export function useRevealFirstError<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 || !ref.current) return;
    const field = ref.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? ref.current.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    if (field) field.focus({ preventScroll: true });
  }, [attempt]);
  const reveal = useCallback(() => setAttempt((count) => count + 1), []);
  return { ref, reveal };
}

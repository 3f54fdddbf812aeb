import { Suspense } from 'react';
import { retryableLazy } from '../../components/retryable-lazy';
import { isPlainText, PlainBriefText } from './plain-brief-text';

// The markdown renderer is the largest library the app has; most texts never need it.
const BriefText = retryableLazy(() => import('./brief-text').then((module) => module.BriefText));

/**
 * A brief or idea text. Plain text shows at once, as markdown would show it; text that uses
 * markdown downloads the renderer, and holds its place, unseen, until it arrives.
 */
export function LazyBriefText({ markdown }: { markdown: string }) {
  if (isPlainText(markdown)) return <PlainBriefText text={markdown} />;
  return (
    <Suspense
      fallback={
        <div aria-hidden="true" className="invisible">
          <PlainBriefText text={markdown} />
        </div>
      }
    >
      <BriefText markdown={markdown} />
    </Suspense>
  );
}

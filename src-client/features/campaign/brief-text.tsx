import { briefBlocks } from './campaign-text';

/**
 * A campaign's markdown brief, shown as text: paragraphs keep their line breaks, headings and
 * lists are recognised, and nothing is ever parsed as HTML, so campaign text cannot run a script.
 */
export function BriefText({ markdown }: { markdown: string }) {
  const blocks = briefBlocks(markdown);
  return (
    <div className="flex flex-col gap-4 leading-relaxed break-words text-stone-800">
      {blocks.map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          return (
            <h3 key={key} className="mt-2 text-lg font-semibold text-stone-900">
              {block.text}
            </h3>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={key} className="list-disc space-y-1 pl-6">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={key} className="whitespace-pre-line">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}

import { parseTextBlocks } from './text-blocks';

/** Renders catalog prose (paragraphs separated by blank lines, "- " and "1. " lines as lists). */
export function TextBlocks({ text }: { text: string }) {
  return (
    <>
      {parseTextBlocks(text).map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>{block.text}</p>
        ) : block.kind === 'ol' ? (
          <ol
            key={i}
            className="list-decimal space-y-1.5 pl-5 marker:font-semibold marker:text-indigo-600 dark:marker:text-indigo-300"
          >
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        ) : (
          <ul key={i} className="list-disc space-y-1.5 pl-5 marker:text-indigo-400">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

import { parseTextBlocks } from './text-blocks';

/** Renders catalog prose (paragraphs separated by blank lines, "- " lines as a list). */
export function TextBlocks({ text }: { text: string }) {
  return (
    <>
      {parseTextBlocks(text).map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>{block.text}</p>
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

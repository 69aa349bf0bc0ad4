/** A labelled-text example shown as preformatted text that wraps on narrow screens. */
export function CodeSample({ text, label }: { text: string; label?: string }) {
  return (
    <figure className="min-w-0">
      {label && (
        <figcaption className="mb-2 text-xs font-semibold text-gray-500 dark:text-gray-400">{label}</figcaption>
      )}
      <pre className="overflow-x-auto rounded-2xl bg-gray-50 p-4 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-gray-800 ring-1 ring-gray-200 dark:bg-black/30 dark:text-gray-200 dark:ring-white/10">
        {text}
      </pre>
    </figure>
  );
}

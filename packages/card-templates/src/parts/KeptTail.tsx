import { Fragment } from 'react';
import { splitTail } from './split-tail';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Text whose lines each end in an unbreakable tail (see splitTail): no paragraph of a card ends
 * on a single CJK character or a lone emoji. Keeps the text's own line breaks (use in a
 * `white-space: pre-line` element).
 * @param props - the text
 * @returns the text as fragments
 */
export function KeptTail({ text }: { text: string }) {
  const lines = text.split('\n');
  return (
    <>
      {lines.map((line, i) => {
        const { head, tail } = splitTail(line);
        return (
          <Fragment key={i}>
            {head}
            {tail && <span style={NOWRAP}>{tail}</span>}
            {i < lines.length - 1 && '\n'}
          </Fragment>
        );
      })}
    </>
  );
}

import type { ReactNode } from 'react';

/**
 * Text that names where things are: `wide` where the maker's columns sit side by side (lg and up),
 * `narrow` where they stack on a phone. CSS picks one, so nothing shifts after the first paint and
 * a screen reader reads only the one shown.
 * @param props - the wide and narrow wordings
 * @returns both, one of them hidden (or the one wording, when they are the same)
 */
export function ByLayout({ wide, narrow }: { wide: ReactNode; narrow: ReactNode }) {
  // One wording for both layouts is written once, so a search for it finds one element.
  if (wide === narrow) return <>{wide}</>;
  return (
    <>
      <span className="hidden lg:inline">{wide}</span>
      <span className="lg:hidden">{narrow}</span>
    </>
  );
}

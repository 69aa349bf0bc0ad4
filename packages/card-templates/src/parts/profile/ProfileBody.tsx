import type { ReactNode } from 'react';
import canvasCss from './profile-canvas.module.css';

/**
 * A profile template's body: on a size preset it takes the room the card's content leaves and
 * centres what it holds between two spacers (see profile-canvas.module.css; a child the template
 * lifts with `order: -1` stays above them); elsewhere the spacers are not drawn.
 * @param props - the body's classes and what it holds
 * @returns the body
 */
export function ProfileBody({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div className={`${className} ${canvasCss.spaced}`}>
      <span className={canvasCss.spacer} aria-hidden />
      {children}
      <span className={canvasCss.spacer} aria-hidden />
    </div>
  );
}

import type { ReactNode } from 'react';
import type { ArticleSlot, ArticleView } from './article-theme';

/** Class names joined, the empty ones left out. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * An element's classes by name: the shared structure's (article-layout.module.css) and the
 * template's of the same name, then any others given.
 */
export type Classes = (name: string, ...more: (string | false | null | undefined)[]) => string;

/**
 * What a slot draws for an article.
 * @param slot - an element, or a function of the article's view
 * @param view - the article's view
 * @returns the element
 */
export function drawSlot(slot: ArticleSlot | undefined, view: ArticleView): ReactNode {
  return typeof slot === 'function' ? slot(view) : slot;
}

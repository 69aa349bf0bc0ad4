import type { ComponentType } from 'react';
import type { KindId } from '@inkcard/card-engine';
import { MAKERS } from './makers';

/**
 * Every page module, each its own lazy chunk, loaded when its route is first visited. The error
 * page is not here: the router's error boundary imports it with the frame.
 */
const PAGES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './pages/**/*Page.tsx',
  '!./pages/not-found/RouteErrorPage.tsx',
]);

/**
 * Loads a page: the module named (src-relative, without extension), and in it the component named
 * as the file (`pages/note-maker/NoteMakerPage` exports `NoteMakerPage`).
 * @param module - the page module, e.g. 'pages/home/HomePage'
 * @returns the page component
 * @throws (rejects) when no page module or component has that name
 */
export async function loadPage(module: string): Promise<ComponentType> {
  const load = PAGES[`./${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  const Page = (await load())[module.slice(module.lastIndexOf('/') + 1)];
  if (!Page) throw new Error(`${module} exports no component named as its file`);
  return Page;
}

/**
 * Loads a kind's maker page, the module MAKERS names.
 * @param kind - the kind
 * @returns the page component
 */
export function loadMakerPage(kind: KindId): Promise<ComponentType> {
  return loadPage(MAKERS[kind].page);
}

import type { ComponentType } from 'react';
import type { KindId } from '@inkcard/card-engine';
import { MAKERS } from './makers';

/** Every maker page module, each its own lazy chunk, loaded when its route is first visited. */
const MAKER_PAGES = import.meta.glob<Record<string, ComponentType | undefined>>('./pages/*-maker/*MakerPage.tsx');

/**
 * Loads a kind's maker page: the module MAKERS names, and in it the component named as the file
 * (`pages/note-maker/NoteMakerPage` exports `NoteMakerPage`).
 * @param kind - the kind
 * @returns the page component
 * @throws (rejects) when MAKERS names a module or component that does not exist
 */
export async function loadMakerPage(kind: KindId): Promise<ComponentType> {
  const { page } = MAKERS[kind];
  const load = MAKER_PAGES[`./${page}.tsx`];
  if (!load) throw new Error(`No maker page module ${page}`);
  const Page = (await load())[page.slice(page.lastIndexOf('/') + 1)];
  if (!Page) throw new Error(`${page} exports no component named as its file`);
  return Page;
}

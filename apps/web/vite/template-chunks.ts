import type { Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

/** A module in a template folder: `packages/card-templates/src/<kind>/<template>/<file>`. */
const IN_FOLDER = /\/packages\/card-templates\/src\/([a-z]+\/[A-Za-z0-9]+)\/([^/?]+)/;

/**
 * The template folder a module belongs to, unless it is the folder's manifest.
 * @param id - a module id
 * @returns the folder (`quote/fashion`), or undefined
 */
function folderOf(id: string): string | undefined {
  const at = IN_FOLDER.exec(id);
  return at && at[2] !== 'template.ts' ? at[1] : undefined;
}

/**
 * Which template folders are loaded on demand (a folder absent: not a template's): none of their modules is imported from outside the
 * folder (their manifest's `load` and `loadExamples` reach them by import() only). A folder its
 * kind's list imports (withBody) is bundled with the list.
 * @param meta - Rollup's module graph
 * @returns lazy or not, by folder
 */
function lazyFolders(meta: ManualChunkMeta): Map<string, boolean> {
  const ids = [...meta.getModuleIds()];
  // A template folder is one with a manifest (fonts/faces/ is not).
  const templates = new Set(
    ids
      .map((id) => IN_FOLDER.exec(id))
      .filter((at) => at?.[2] === 'template.ts')
      .map((at) => at![1]),
  );
  const lazy = new Map<string, boolean>();
  for (const id of ids) {
    const folder = folderOf(id);
    if (!folder || !templates.has(folder)) continue;
    const importedFromOutside = (meta.getModuleInfo(id)?.importers ?? []).some((by) => folderOf(by) !== folder);
    lazy.set(folder, (lazy.get(folder) ?? true) && !importedFromOutside);
  }
  return lazy;
}

const graphs = new WeakMap<ManualChunkMeta['getModuleInfo'], Map<string, boolean>>();

/**
 * The chunk of a module of a lazily loaded template: its card, CSS and examples in one chunk per
 * template (one request when the template is drawn), as its manifest names them by separate
 * import()s. Anything else: Rollup's own choice.
 * @param id - a module id
 * @param meta - Rollup's module graph
 * @returns `template-<kind>-<template>`, or undefined
 */
export function templateChunk(id: string, meta: ManualChunkMeta): string | undefined {
  const folder = folderOf(id);
  if (!folder) return undefined;
  let lazy = graphs.get(meta.getModuleInfo);
  if (!lazy) graphs.set(meta.getModuleInfo, (lazy = lazyFolders(meta)));
  return lazy.get(folder) ? `template-${folder.replace('/', '-')}` : undefined;
}

/**
 * Vite's notice that a bundled template's card or example is also named by its manifest's
 * import(): that is the design (the list bundles it, the manifest loads it the same way for every
 * template), so it is not worth a line of build output.
 * @param log - a build warning
 * @returns whether it is that notice
 */
export function isBundledTemplateNotice(log: Rollup.RollupLog): boolean {
  return /card-templates\/src\/\w+\/\w+\/template\.ts but also statically imported by \S+\/card-templates\/src\/\w+\/templates\.ts/.test(
    log.message,
  );
}

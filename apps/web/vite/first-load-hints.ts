import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

/** Where index.html takes the hints; the build fails if it is gone. */
export const HINTS_PLACEHOLDER = '<!-- first-load-hints -->';

/** What the plugin needs to know. */
export interface FirstLoadHintsOptions {
  /** Path → the modules its first visit loads (src-relative, no extension): ROUTE_MODULES. */
  routes: Readonly<Record<string, readonly string[]>>;
}

const withoutExtension = (file: string): string => file.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Each path's chunk files: the chunks holding its modules and everything they import statically,
 * with their CSS, leaving out what the entry chunk already brings.
 * @param bundle - the build's output
 * @param routes - path → modules, relative to srcDir without extension
 * @param srcDir - the absolute source directory
 * @returns path → file names (relative to the output directory)
 * @throws when a module is in no chunk: the table names a file that moved, and must follow it
 */
export function routeChunkFiles(
  bundle: Rollup.OutputBundle,
  routes: Readonly<Record<string, readonly string[]>>,
  srcDir: string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const chunkOf = new Map<string, Rollup.OutputChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(withoutExtension(id), chunk);

  const closure = (start: Rollup.OutputChunk, into: Set<string>): Set<string> => {
    const stack = [start];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (into.has(chunk.fileName)) continue;
      into.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
      for (const file of chunk.imports) {
        const next = byFile.get(file);
        if (next) stack.push(next);
      }
    }
    return into;
  };
  const onEveryPage = new Set<string>();
  for (const entry of chunks.filter((c) => c.isEntry)) closure(entry, onEveryPage);

  const files: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(routes)) {
    const needed = new Set<string>();
    for (const module of modules) {
      const chunk = chunkOf.get(path.join(srcDir, module));
      if (!chunk) throw new Error(`first-load hints: ${route} names ${module}, which no chunk holds`);
      closure(chunk, needed);
    }
    files[route] = [...needed].filter((file) => !onEveryPage.has(file)).sort();
  }
  return files;
}

/**
 * The inline script that asks for the visited path's chunks while the entry downloads. It runs
 * during parsing, before the stylesheet (a script after a stylesheet waits for it). The links carry
 * crossorigin as Vite's own preloads do, so the requests are the ones the page will make.
 * @param files - path → URLs
 * @returns the script's source
 */
export function hintsScript(files: Readonly<Record<string, readonly string[]>>): string {
  return `(function(m){var p=location.pathname.replace(/\\/+$/,'')||'/',l=m[p]||[];for(var i=0;i<l.length;i++){var e=document.createElement('link'),u=l[i];if(/\\.css$/.test(u)){e.rel='preload';e.as='style'}else e.rel='modulepreload';e.crossOrigin='';e.href=u;e.setAttribute('data-first-load','');document.head.appendChild(e)}})(${JSON.stringify(files)})`;
}

/**
 * Build-only: replaces index.html's placeholder with the script that fetches the visited page's
 * code together with the entry (issue 19: the first paint on a slow phone waited for the entry to
 * download and run before the page's chunks were even asked for).
 * @param options - the route table
 * @returns the Vite plugin
 */
export function firstLoadHints(options: FirstLoadHintsOptions): Plugin {
  let srcDir = '';
  let base = '/';
  return {
    name: 'inkcard:first-load-hints',
    apply: 'build',
    configResolved(config) {
      srcDir = path.join(config.root, 'src');
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!html.includes(HINTS_PLACEHOLDER)) throw new Error(`index.html lost ${HINTS_PLACEHOLDER}`);
        const files = Object.fromEntries(
          Object.entries(routeChunkFiles(ctx.bundle, options.routes, srcDir)).map(([route, list]) => [
            route,
            list.map((file) => `${base}${file}`),
          ]),
        );
        return html.replace(HINTS_PLACEHOLDER, `<script>${hintsScript(files)}</script>`);
      },
    },
  };
}

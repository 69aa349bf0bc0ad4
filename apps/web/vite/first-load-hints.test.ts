import vm from 'node:vm';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { hintsScript, routeChunkFiles } from './first-load-hints';

const SRC = '/app/src';

/** A chunk as Rollup describes it, with only what the hints read. */
function chunk(fileName: string, moduleIds: string[], imports: string[] = [], extra: Partial<Rollup.OutputChunk> = {}) {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports,
    isEntry: false,
    viteMetadata: { importedCss: new Set<string>(), importedAssets: new Set<string>() },
    ...extra,
  } as unknown as Rollup.OutputChunk;
}

function bundleOf(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rollup.OutputBundle;
}

describe('routeChunkFiles', () => {
  const entry = chunk('assets/index.js', [`${SRC}/main.tsx`, `${SRC}/i18n/index.ts`], ['assets/vendor.js'], {
    isEntry: true,
  });
  const vendor = chunk('assets/vendor.js', ['/app/node_modules/react/index.js']);
  const shared = chunk(
    'assets/CardMakerPage.js',
    [`${SRC}/features/card-maker/CardMakerPage.tsx`],
    ['assets/vendor.js'],
    {
      viteMetadata: { importedCss: new Set(['assets/CardMakerPage.css']), importedAssets: new Set() },
    } as Partial<Rollup.OutputChunk>,
  );
  const quote = chunk(
    'assets/QuoteMakerPage.js',
    [`${SRC}/pages/quote-maker/QuoteMakerPage.tsx`],
    ['assets/CardMakerPage.js', 'assets/index.js'],
  );
  const catalogEn = chunk('assets/makers-en.js', [`${SRC}/i18n/locales/en/makers.ts`]);

  it("lists a path's chunks, what they import and their CSS, without what every page already has", () => {
    const files = routeChunkFiles(
      bundleOf(entry, vendor, shared, quote, catalogEn),
      {
        '/quote': ['pages/quote-maker/QuoteMakerPage', 'i18n/locales/en/makers'],
      },
      SRC,
    );
    expect(files).toEqual({
      '/quote': [
        'assets/CardMakerPage.css',
        'assets/CardMakerPage.js',
        'assets/QuoteMakerPage.js',
        'assets/makers-en.js',
      ],
    });
  });

  it('refuses a table entry no chunk holds, so a moved page breaks the build rather than the hints', () => {
    expect(() => routeChunkFiles(bundleOf(entry, quote), { '/quote': ['pages/quote/Gone'] }, SRC)).toThrow(
      /\/quote names pages\/quote\/Gone/,
    );
  });
});

describe('hintsScript', () => {
  /** Runs the script as a page at `pathname` would, and returns the links it added. */
  function linksAt(pathname: string, files: Record<string, string[]>) {
    const added: Record<string, string>[] = [];
    const document = {
      createElement: () => {
        const link: Record<string, string> = {};
        return Object.assign(link, { setAttribute: (name: string, value: string) => (link[name] = value) });
      },
      head: { appendChild: (link: Record<string, string>) => added.push(link) },
    };
    vm.runInNewContext(hintsScript(files), { location: { pathname }, document });
    return added.map(({ rel, as, href, crossOrigin }) => ({ rel, as, href, crossOrigin }));
  }
  const files = { '/quote': ['/assets/Quote.js', '/assets/Quote.css'], '/': ['/assets/Home.js'] };

  it("preloads the visited path's modules and styles, as Vite's own preloads ask for them", () => {
    expect(linksAt('/quote', files)).toEqual([
      { rel: 'modulepreload', as: undefined, href: '/assets/Quote.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/Quote.css', crossOrigin: '' },
    ]);
  });

  it('treats a trailing slash as the same page, the root as the home page, and adds nothing elsewhere', () => {
    expect(linksAt('/quote/', files).map((l) => l.href)).toEqual(['/assets/Quote.js', '/assets/Quote.css']);
    expect(linksAt('/', files).map((l) => l.href)).toEqual(['/assets/Home.js']);
    expect(linksAt('/no-such-page', files)).toEqual([]);
  });
});

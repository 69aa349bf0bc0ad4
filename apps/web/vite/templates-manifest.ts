import path from 'node:path';
import { createServer, type Plugin } from 'vite';

/** The file beside index.html the server reads the registry from (apps/server/src/render/templates.ts). */
export const TEMPLATES_MANIFEST_FILE = 'templates.json';

/**
 * Writes `templates.json` into the build: the registry described as data (src/templates-manifest.ts),
 * for the server, which may not import the React templates. The module is run in Node through
 * Vite's own SSR loader, with the same resolution (CSS modules, raw examples) as the app.
 * @returns the Vite plugin
 */
export function templatesManifestFile(): Plugin {
  let root = '';
  return {
    name: 'inkcard:templates-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const mod = (await server.ssrLoadModule(path.join(root, 'src/templates-manifest.ts'))) as {
          templatesManifest: () => unknown;
        };
        this.emitFile({
          type: 'asset',
          fileName: TEMPLATES_MANIFEST_FILE,
          source: JSON.stringify(mod.templatesManifest()),
        });
      } finally {
        await server.close();
      }
    },
  };
}

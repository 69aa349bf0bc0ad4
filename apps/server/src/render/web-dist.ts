import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the built SPA lives: WEB_DIST, else apps/web/dist beside this server (from the sources
 * and from the bundle in apps/server/dist alike).
 * @param configured - WEB_DIST, if set
 * @returns an absolute path
 */
export function webDistPath(configured: string | undefined): string {
  if (configured) return path.resolve(configured);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/render/ (sources) or dist/ (bundle): both reach apps/web/dist.
  const fromSources = path.resolve(here, '../../../web/dist');
  const fromBundle = path.resolve(here, '../../web/dist');
  return here.endsWith(`${path.sep}render`) ? fromSources : fromBundle;
}

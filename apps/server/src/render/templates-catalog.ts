import fs from 'node:fs';
import path from 'node:path';
import { KINDS } from '@inkcard/card-engine';
import {
  TemplatesManifestSchema,
  type ManifestTemplate,
  type TemplatesManifest,
  type TemplatesResponse,
} from '@inkcard/shared';

/** The file the web build writes beside index.html (apps/web/vite/templates-manifest.ts). */
export const TEMPLATES_MANIFEST_FILE = 'templates.json';

/** The registry as the server knows it: from the build's manifest, with the kinds' labels from card-engine. */
export interface TemplatesCatalog {
  manifest: TemplatesManifest;
  /** The answer of GET /api/v1/templates. */
  response: TemplatesResponse;
  /**
   * Finds a template of a kind by its id, with or without the kind (`quote/redBold`, `redBold`).
   * @param kind - the kind id
   * @param id - the id as a client wrote it
   */
  find(kind: string, id: string): ManifestTemplate | undefined;
}

/**
 * Reads the manifest of a built SPA, or undefined when there is none (no build) or it does not
 * have the expected shape.
 * @param webDist - the built SPA's folder
 * @returns the catalog
 */
export function readTemplatesCatalog(webDist: string): TemplatesCatalog | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(webDist, TEMPLATES_MANIFEST_FILE), 'utf8'));
  } catch {
    return undefined;
  }
  const parsed = TemplatesManifestSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const manifest = parsed.data;
  const byId = new Map(manifest.templates.map((t) => [t.id, t]));
  const response: TemplatesResponse = {
    success: true,
    kinds: manifest.kinds.map((k) => {
      const kind = KINDS.find((x) => x.id === k.id)!;
      const labels = Object.fromEntries(
        Object.entries(kind.labels as Record<string, { zh: readonly string[]; en: readonly string[] }>).map(
          ([field, l]) => [field, { zh: [...l.zh], en: [...l.en] }],
        ),
      );
      return { id: k.id, name: k.name, defaultScale: kind.exportScale, labels };
    }),
    templates: manifest.templates,
  };
  return {
    manifest,
    response,
    find(kind, id) {
      const full = id.includes('/') ? id : `${kind}/${id}`;
      const found = byId.get(full);
      return found?.kind === kind ? found : undefined;
    },
  };
}

import { KINDS } from '@inkcard/card-engine';
import { EXPORT_SCALE_MAX, EXPORT_SCALE_MIN } from '@inkcard/shared';

/** The scales a render accepts, as help text: `1-4`. */
export const SCALE_RANGE = `${EXPORT_SCALE_MIN}-${EXPORT_SCALE_MAX}`;

/**
 * Each kind's default PNG scale (its `exportScale`, spec §9), as help text for the CLI and the MCP
 * tools, so a new kind's scale is described the moment it is registered.
 * @returns e.g. `2 for profile, article, xiaohongshu; 3 for quote, blessing`
 */
export function defaultScalesText(): string {
  const byScale = new Map<number, string[]>();
  for (const kind of KINDS) byScale.set(kind.exportScale, [...(byScale.get(kind.exportScale) ?? []), kind.id]);
  return [...byScale]
    .sort(([a], [b]) => a - b)
    .map(([scale, ids]) => `${scale} for ${ids.join(', ')}`)
    .join('; ');
}

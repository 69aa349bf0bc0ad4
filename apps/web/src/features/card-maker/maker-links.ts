import type { KindId } from '@inkcard/card-engine';
import { TEMPLATE_PARAM, type UiKey } from './maker-config';

/** Each kind's maker: its route (spec §2) and the name the tools menu gives it. */
export const MAKERS = {
  profile: { path: '/profile', name: 'common.tools.profile' },
  article: { path: '/article-card', name: 'common.tools.article' },
  xiaohongshu: { path: '/xiaohongshu', name: 'common.tools.note' },
  quote: { path: '/quote', name: 'common.tools.quote' },
  blessing: { path: '/blessing-card', name: 'common.tools.blessing' },
} as const satisfies Record<KindId, { path: string; name: UiKey }>;

/**
 * The link that opens a template's maker on that template with its example drawn.
 * @param template - the template's id and kind
 * @returns e.g. `/quote?template=quote/redBold`
 */
export function makerLinkFor(template: { id: string; kind: KindId }): string {
  const id = template.id.split('/').map(encodeURIComponent).join('/');
  return `${MAKERS[template.kind].path}?${TEMPLATE_PARAM}=${id}`;
}

import type { KindId } from '@inkcard/card-engine';
import { MAKERS } from '../../makers';

/**
 * The query parameter that opens a maker on one of its templates with that template's example
 * drawn (`/quote?template=quote/redBold`); see docs/DECISIONS.md. It lives here, not in
 * maker-config.ts, so the pages that only link to makers (home, gallery, guide) import no maker code.
 */
export const TEMPLATE_PARAM = 'template';

/**
 * The link that opens a template's maker on that template with its example drawn.
 * @param template - the template's id and kind
 * @returns e.g. `/quote?template=quote/redBold`
 */
export function makerLinkFor(template: { id: string; kind: KindId }): string {
  return `${MAKERS[template.kind].path}${templateSearch(template.id, '')}`;
}

/**
 * The query that names a template, its slash kept readable (`?template=quote/redBold`), before
 * any other parameters.
 * @param id - the template id
 * @param search - the current query, whose own `template` is replaced
 * @returns the new query, with its `?`
 */
export function templateSearch(id: string, search: string): string {
  const others = new URLSearchParams(search);
  others.delete(TEMPLATE_PARAM);
  const rest = others.toString();
  return `?${TEMPLATE_PARAM}=${id.split('/').map(encodeURIComponent).join('/')}${rest ? `&${rest}` : ''}`;
}

import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '@inkcard/shared';

/**
 * The requester's language: the X-Locale header the web client sends, else (on the public API)
 * the body's `lang`, else Accept-Language, else zh (the product's default language).
 * @param req - the request (a Fastify or a raw Node request)
 * @returns zh or en
 */
export function requestLocale(req: { headers: IncomingHttpHeaders; url?: string; body?: unknown }): Locale {
  const explicit = req.headers['x-locale'];
  if (explicit === 'zh' || explicit === 'en') return explicit;
  // The public API (and MCP) also takes the card's `lang` field as the language of its answers.
  if (req.url && /^\/(?:api\/v1|mcp)(?:[/?]|$)/.test(req.url)) {
    const lang = (req.body as { lang?: unknown } | null | undefined)?.lang;
    if (lang === 'zh' || lang === 'en') return lang;
  }
  const accept = req.headers['accept-language'];
  if (!accept) return 'zh';
  const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}

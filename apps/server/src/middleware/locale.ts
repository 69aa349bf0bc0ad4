import type { IncomingHttpHeaders } from 'node:http';
import type { Locale } from '@inkcard/shared';

/**
 * The requester's language: the X-Locale header the web client sends, else Accept-Language,
 * else zh (the product's default language).
 * @param req - the request (a Fastify or a raw Node request)
 * @returns zh or en
 */
export function requestLocale(req: { headers: IncomingHttpHeaders }): Locale {
  const explicit = req.headers['x-locale'];
  if (explicit === 'zh' || explicit === 'en') return explicit;
  const accept = req.headers['accept-language'];
  if (!accept) return 'zh';
  const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh' : 'en';
}

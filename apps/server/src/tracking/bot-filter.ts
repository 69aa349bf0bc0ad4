/**
 * User agents of crawlers, monitors, previewers and scripted clients. Their requests are
 * acknowledged (so they do not retry) but not stored, as privacy-minded analytics do.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp\/|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpclient|okhttp|go-http-client|java\/|libwww|phantomjs|selenium|puppeteer|playwright|axios\//i;

/**
 * Whether a request comes from a bot; no user agent at all counts as a bot.
 * @param userAgent - the User-Agent header
 * @returns true when the request should not be stored
 */
export function isBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 5) return true;
  return BOT_PATTERN.test(userAgent);
}

/**
 * User agents of crawlers, monitors, previewers and scripted clients. Their requests are
 * acknowledged (so they do not retry) but not stored, as privacy-minded analytics do.
 */
const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|pingdom|uptime|monitor|preview|facebookexternalhit|embedly|whatsapp\/|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpclient|okhttp|go-http-client|java\/|libwww|phantomjs|selenium|puppeteer|playwright|axios\//i;

/**
 * Whether a request comes from a bot, by what its user agent says. A request without one is
 * kept: nothing marks it as a bot, and load-testing tools such as autocannon send none, so a
 * load test's acknowledged visits can all be counted (docs/DECISIONS.md).
 * @param userAgent - the User-Agent header
 * @returns true when the request should not be stored
 */
export function isBot(userAgent: string | undefined): boolean {
  return userAgent !== undefined && BOT_PATTERN.test(userAgent);
}

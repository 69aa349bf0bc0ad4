import helmet from 'helmet';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '@inkcard/shared';
import type { Env } from '../env';

/** Whether the app is served over HTTPS, as its public address says (a proxy may end TLS). */
export function isHttpsPublicUrl(env: Env): boolean {
  return env.PUBLIC_URL.trim().toLowerCase().startsWith('https:');
}

/**
 * The security headers of every answer (OWASP ASVS 5.0 §3.4), computed once: helmet's middleware
 * is run against a recorder, not on each request, and the same headers are given to Fastify's
 * answers and to the raw tracking answers alike.
 *
 * - CSP: same-origin everything; `frame-ancestors 'none'` forbids framing, so the obsolete
 *   X-Frame-Options header (which conflicts with it in some browsers) is not sent;
 *   `base-uri 'none'` since the app never needs a <base>.
 * - HSTS for a year, subdomains included, when PUBLIC_URL is https.
 * - Scripts: same-origin files, plus the page's own inline scripts by hash (spa-page.ts), and
 *   WebAssembly compilation (the export's font subsetting), not eval().
 * - Violations are reported to /api/csp-reports (`report-to` with `Reporting-Endpoints`, and
 *   `report-uri` for browsers without the Reporting API), stored for administrators.
 * @param env - the configuration (PUBLIC_URL)
 * @param scriptHashes - CSP hash sources of the page's inline scripts
 * @returns lower-case header names and their values
 */
export function securityHeaders(env: Env, scriptHashes: readonly string[] = []): Readonly<Record<string, string>> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the export's font worker compile hb-subset and the WOFF2 decoder
        // (same-origin .wasm files); it allows no eval() of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
        // React style attributes and the card style panel need inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Violations are reported to us (both ways: report-to where supported, else report-uri).
        reportUri: [CSP_REPORT_PATH],
        reportTo: [CSP_REPORT_GROUP],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
    strictTransportSecurity: isHttpsPublicUrl(env) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  middleware({} as never, recorder as never, () => undefined);
  // The Reporting API's endpoint for the policy's report-to group.
  headers['reporting-endpoints'] = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
  return Object.freeze(headers);
}

import type { FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { isHttpsPublicUrl } from './security-headers';

/**
 * The options of every cookie the API sets: sent to /api only (where both logins and the captcha
 * live), never readable by scripts, not sent on cross-site sub-requests, and Secure whenever the
 * app is served over HTTPS, whether TLS ends here or at a proxy (PUBLIC_URL says).
 * @param env - the configuration
 * @param req - the request (HTTPS seen directly, or through a trusted proxy)
 * @returns options for setCookie and clearCookie
 */
export function apiCookieOptions(env: Env, req: FastifyRequest) {
  return {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isHttpsPublicUrl(env) || req.protocol === 'https',
  };
}

import type { Env } from '../env';

/**
 * Requests per minute and client address for each sensitive route. Client addresses are
 * req.ip: the socket's, or the trusted proxy's X-Forwarded-For when TRUST_PROXY is set, so a
 * forged header cannot dodge a limit.
 */
export const AUTH_RATE_LIMITS = {
  captcha: 30,
  login: 10,
  sendCode: 10,
  verifyCode: 20,
  register: 10,
  resetPassword: 10,
  logout: 30,
  me: 120,
  config: 120,
  profile: 20,
  password: 10,
  avatar: 10,
  /** Page views and download records (tracking endpoints): generous for a busy shared network. */
  tracking: 120,
} as const;

export type RateLimitedRoute = keyof typeof AUTH_RATE_LIMITS;

/** A route's `config` carrying its @fastify/rate-limit settings. */
export interface RateLimitRouteConfig {
  rateLimit?: { max: number; timeWindow: number };
}

/**
 * The per-route rate-limit config for a route: AUTH_RATE_LIMITS scaled by AUTH_RATE_LIMIT_SCALE,
 * or none when RATE_LIMIT=false. Over the limit, the error handler answers 429 RATE_LIMITED.
 * @param env - the configuration
 * @param route - which limit
 * @returns the value for the route's `config`
 */
export function rateLimitFor(env: Env, route: RateLimitedRoute): RateLimitRouteConfig {
  const max = rateLimitMax(env, route);
  return max === undefined ? {} : { rateLimit: { max, timeWindow: 60_000 } };
}

/**
 * Requests a client address may send to a route per minute.
 * @param env - the configuration
 * @param route - which limit
 * @returns AUTH_RATE_LIMITS scaled by AUTH_RATE_LIMIT_SCALE, or undefined when RATE_LIMIT=false
 */
export function rateLimitMax(env: Env, route: RateLimitedRoute): number | undefined {
  if (!env.RATE_LIMIT) return undefined;
  return Math.max(1, Math.round(AUTH_RATE_LIMITS[route] * env.AUTH_RATE_LIMIT_SCALE));
}

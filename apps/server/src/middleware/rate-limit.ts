import type { FastifyRequest } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { AUTH_RATE_LIMITS } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import type { Env } from '../env';
import { requesterOf } from '../rate-limit/requester';
import { countHits, counterSubject } from '../rate-limit/shared-counters';

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
 * Requests a requester may send to a route per minute.
 * @param env - the configuration
 * @param route - which limit
 * @returns AUTH_RATE_LIMITS scaled by AUTH_RATE_LIMIT_SCALE, or undefined when RATE_LIMIT=false
 */
export function rateLimitMax(env: Env, route: RateLimitedRoute): number | undefined {
  if (!env.RATE_LIMIT) return undefined;
  return Math.max(1, Math.round(AUTH_RATE_LIMITS[route] * env.AUTH_RATE_LIMIT_SCALE));
}

/**
 * Who a route limit counts: req.ip (the socket's address, or the trusted proxy's X-Forwarded-For
 * under TRUST_PROXY, so a forged header cannot dodge a limit), IPv6 by /64.
 * @param req - the request
 * @returns the requester
 */
export function rateLimitKey(req: FastifyRequest): string {
  return requesterOf(req.ip);
}

/**
 * A @fastify/rate-limit store that keeps its counters in the database, so every instance counts
 * against the same limit (the plugin's default store lives in one process's memory).
 * @param deps - the app dependencies: the database and the secret that hashes requesters
 * @returns the store class the plugin instantiates
 */
export function databaseRateLimitStore(deps: AppDeps): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly limit: string;

    /** @param limit - the route's name; the plugin's own call passes its settings instead */
    constructor(limit?: unknown) {
      this.limit = typeof limit === 'string' ? limit : 'route';
    }

    // The plugin passes the route's window as a third argument, which its typings leave out.
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ): void {
      const now = deps.now();
      countHits(deps.database.db, this.limit, counterSubject(deps.secret, this.limit, key), timeWindow, now).then(
        ({ total, resetAt }) => callback(null, { current: total, ttl: Math.max(0, resetAt - now) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes the route's merged settings, the route under `routeInfo`.
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } };
      return new DatabaseRateLimitStore(`${[routeInfo?.method ?? ''].flat().join(',')} ${routeInfo?.url ?? ''}`);
    }
  }
  return DatabaseRateLimitStore;
}

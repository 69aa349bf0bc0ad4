import { z } from 'zod';
import { ROLES } from '../roles';

export const RoleSchema = z.enum(ROLES);

/**
 * Whether text can go to PostgreSQL as it is: a NUL character cannot, and would fail the query.
 * Fields that are searched or looked up refuse it at validation (400) rather than clean it.
 * @param value - untrusted text
 * @returns false when it holds a NUL
 */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/** A user as every API presents it: never a password hash. */
export const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: RoleSchema,
  /** A bare file name served under /uploads/avatars/, a path, a full URL, or null. */
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** The body of a plain successful answer. */
export const OkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** `GET /api/health` when the instance can take traffic (200). */
export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
  /**
   * The render pool of the public API (issue 27): `idle` until its first job, `unavailable` with
   * the reason when chromium or the build is missing (the rest of the app still serves: `ok`).
   */
  render: z.object({
    state: z.enum(['idle', 'starting', 'ready', 'unavailable', 'closed']),
    concurrency: z.number().int(),
    pages: z.number().int(),
    busy: z.number().int(),
    queued: z.number().int(),
    queueLimit: z.number().int(),
    jobs: z.number().int(),
    failures: z.number().int(),
    restarts: z.number().int(),
    reason: z.string().optional(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * Why an instance should get no traffic (`GET /api/health` answers 503 in the error shape plus
 * `status`): `draining` (stopping: finishing what is open, refusing new requests), `degraded`
 * (its storage is full: writes fail) or `down` (its database does not answer).
 */
export type HealthProblem = 'draining' | 'degraded' | 'down';

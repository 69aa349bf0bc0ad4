import { z } from 'zod';
import { ROLES } from '../roles';

export const RoleSchema = z.enum(ROLES);

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

export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

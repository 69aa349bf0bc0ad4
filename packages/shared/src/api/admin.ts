import { z } from 'zod';
import { hasNoNul, PublicUserSchema, RoleSchema } from './common';
import { CardTypeSchema } from './tracking';
import { CardCountsSchema } from './cards';

export const AdminLoginRequestSchema = z.object({
  /** Email or username. */
  username: z.string().trim().min(1).max(254).refine(hasNoNul),
  password: z.string().min(1).max(128),
  /** The answer to the captcha whose cookie the request carries (GET /api/auth/captcha). */
  captcha: z.string().trim().min(1).max(16),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: PublicUserSchema,
});
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

export const DailyCountSchema = z.object({ date: z.string(), count: z.number().int() });
export type DailyCount = z.infer<typeof DailyCountSchema>;

export const DashboardResponseSchema = z.object({
  success: z.literal(true),
  totalUsers: z.number().int(),
  members: z.number().int(),
  admins: z.number().int(),
  todayVisits: z.number().int(),
  todayDownloads: z.number().int(),
  /** The last 7 days, oldest first, today last. */
  trend: z.array(z.object({ date: z.string(), visits: z.number().int(), downloads: z.number().int() })),
  /** Saved cards (issue 25). */
  cards: CardCountsSchema,
});
export type DashboardResponse = z.infer<typeof DashboardResponseSchema>;

export const ADMIN_USER_SORTS = ['id', 'username', 'email', 'createdAt', 'role'] as const;
export const AdminUsersQuerySchema = z.object({
  role: RoleSchema.optional(),
  q: z.string().trim().max(100).refine(hasNoNul).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** A field, optionally prefixed with '-' for descending. */
  sort: z
    .string()
    .regex(/^-?(id|username|email|createdAt|role)$/)
    .default('-createdAt'),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuerySchema>;

export const AdminUsersResponseSchema = z.object({
  success: z.literal(true),
  users: z.array(PublicUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** By user id: the roles the signed-in administrator may give that user (empty: out of reach). */
  grantableRoles: z.record(z.string(), z.array(RoleSchema)).optional(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const UpdateRoleRequestSchema = z.object({ role: RoleSchema });
export type UpdateRoleRequest = z.infer<typeof UpdateRoleRequestSchema>;

export const STATS_DAY_OPTIONS = [7, 30, 90] as const;
export const AdminStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (STATS_DAY_OPTIONS as readonly number[]).includes(d))
    .default(7),
});

export const AdminStatsResponseSchema = z.object({
  success: z.literal(true),
  days: z.number().int(),
  visits: z.array(DailyCountSchema),
  downloads: z.array(DailyCountSchema),
  registrations: z.array(DailyCountSchema),
  downloadsByCardType: z.array(z.object({ cardType: CardTypeSchema, count: z.number().int() })),
  downloadsByTemplate: z.array(z.object({ template: z.string(), count: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), count: z.number().int() })),
  /** Renders through the public API and MCP (issue 27), also counted among the downloads above. */
  api: z.object({
    rendersPerDay: z.array(DailyCountSchema),
    byTemplate: z.array(z.object({ template: z.string(), count: z.number().int() })),
    byUser: z.array(z.object({ username: z.string(), count: z.number().int() })),
  }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponseSchema>;

export const CAPABILITIES = [
  'useMakers',
  'downloadCards',
  'editOwnAccount',
  'viewAdminConsole',
  'viewStats',
  'setRoleNormalOrMember',
  'setRoleAdminOrSuperAdmin',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const PermissionsResponseSchema = z.object({
  success: z.literal(true),
  roles: z.array(RoleSchema),
  capabilities: z.array(z.enum(CAPABILITIES)),
  /** matrix[role][capability] */
  matrix: z.record(RoleSchema, z.record(z.enum(CAPABILITIES), z.boolean())),
});
export type PermissionsResponse = z.infer<typeof PermissionsResponseSchema>;

export const AdminMeResponseSchema = z.object({ success: z.literal(true), user: PublicUserSchema });
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;

export const UpdateRoleResponseSchema = z.object({ success: z.literal(true), user: PublicUserSchema });
export type UpdateRoleResponse = z.infer<typeof UpdateRoleResponseSchema>;

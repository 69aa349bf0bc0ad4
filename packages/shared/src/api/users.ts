import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits';
import { PasswordSchema, UsernameSchema } from './auth';
import { PublicUserSchema } from './common';

export const UpdateProfileRequestSchema = z.object({
  username: UsernameSchema,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

export const UpdateProfileResponseSchema = z.object({
  success: z.literal(true),
  user: PublicUserSchema,
  message: z.string().optional(),
});
export type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

export const ChangePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const AvatarResponseSchema = z.object({
  success: z.literal(true),
  /** The new avatar's file name under /uploads/avatars/. */
  avatar: z.string(),
  user: PublicUserSchema,
  message: z.string().optional(),
});
export type AvatarResponse = z.infer<typeof AvatarResponseSchema>;

/** `DELETE /api/users/me`: deleting one's own account, confirmed by its password. */
export const DeleteAccountRequestSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

/**
 * `GET /api/users/me/data`: everything the server keeps about the signed-in user, one entry per
 * section (account, sessions, avatar, usage…), as a JSON file to download.
 */
export interface AccountDataExport {
  /** What this file is, in both languages. */
  about: string;
  exportedAt: string;
  sections: Record<string, unknown>;
}

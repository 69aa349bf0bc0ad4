import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from '../limits';
import { PublicUserSchema } from './common';

/** Emails are trimmed and lower-cased before anything compares them. */
export const EmailSchema = z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH).pipe(z.email());

export const PasswordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

/** Usernames: trimmed, 2-32 characters, no control characters. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH)
  .max(USERNAME_MAX_LENGTH)
  .regex(/^[^\p{Cc}\p{Cf}]+$/u);

export const VerificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`));

/** What a verification code was sent for: registering, a password reset, or signing in by code. */
export const CodePurposeSchema = z.enum(['register', 'reset', 'login']);
export type CodePurpose = z.infer<typeof CodePurposeSchema>;

export const SendCodeRequestSchema = z.object({
  email: EmailSchema,
  /** Defaults to register; the forgot-password flow sends reset, the sign-in by code login. */
  purpose: CodePurposeSchema.optional(),
});
export type SendCodeRequest = z.infer<typeof SendCodeRequestSchema>;

export const VerifyCodeRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  purpose: CodePurposeSchema.optional(),
});
export type VerifyCodeRequest = z.infer<typeof VerifyCodeRequestSchema>;

export const RegisterRequestSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  verificationCode: VerificationCodeSchema,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  captcha: z.string().trim().min(1).max(16),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * `POST /api/auth/login-with-code`: signing in with a code mailed to the account's address
 * (purpose `login`), for whoever cannot read the captcha or is locked out by password guessers.
 */
export const LoginWithCodeRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  rememberMe: z.boolean().optional(),
});
export type LoginWithCodeRequest = z.infer<typeof LoginWithCodeRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  email: EmailSchema,
  code: VerificationCodeSchema,
  newPassword: PasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** Answer of login, register and me. */
export const AuthResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: PublicUserSchema,
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const MeResponseSchema = z.object({
  success: z.literal(true),
  user: PublicUserSchema,
  /** The bearer token the request carried, echoed back (spec §7 lists it). */
  token: z.string().optional(),
  message: z.string().optional(),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;

/** Public configuration the auth screens need. */
export const AuthConfigResponseSchema = z.object({
  success: z.literal(true),
  /** Allowed email domains; empty means every domain. */
  emailDomains: z.array(z.string()),
  /** Social-login providers that are configured (none by default). */
  socialProviders: z.array(z.string()),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponseSchema>;

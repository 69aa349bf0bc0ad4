import type {
  AuthConfigResponse,
  AuthResponse,
  CodePurpose,
  LoginRequest,
  LoginWithCodeRequest,
  MeResponse,
  OkResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@inkcard/shared';
import { apiRequest } from './client';

/**
 * Fetches a fresh captcha image; the server binds it to this browser with a cookie.
 * @returns the image as a Blob
 */
export function fetchCaptcha(): Promise<Blob> {
  // A failed captcha should fail fast so the user can click again; no silent 2 s retry.
  return apiRequest<Blob>('GET', '/auth/captcha', { responseType: 'blob', auth: 'none', retry: false });
}

/**
 * Reads the public auth configuration (allowed email domains, configured social providers).
 * @returns the configuration
 */
export function fetchAuthConfig(): Promise<AuthConfigResponse> {
  return apiRequest<AuthConfigResponse>('GET', '/auth/config', { auth: 'none' });
}

/**
 * Signs in with email, password and captcha.
 * @param body - the credentials
 * @returns the token and the user
 */
export function login(body: LoginRequest): Promise<AuthResponse> {
  // A wrong password answers 401; that is a form error here, not an expired session.
  return apiRequest<AuthResponse>('POST', '/auth/login', { body, auth: 'none', skipAuthRedirect: true });
}

/**
 * Signs in with a code mailed to the account's address (sendVerificationCode with purpose login).
 * @param body - the address, the code and remember-me
 * @returns the token and the user
 */
export function loginWithCode(body: LoginWithCodeRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/auth/login-with-code', { body, auth: 'none', skipAuthRedirect: true });
}

/**
 * Creates an account from a verified email code.
 * @param body - username, email, password and the verified code
 * @returns the token and the new user
 */
export function register(body: RegisterRequest): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('POST', '/auth/register', { body, auth: 'none', skipAuthRedirect: true });
}

/**
 * Revokes the current token on the server. Callers ignore its failure (spec §4).
 * @returns the server's answer
 */
export function logout(): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/auth/logout', { retry: false, skipAuthRedirect: true });
}

/**
 * Reads the signed-in user, checking that the stored token is still valid.
 * @returns the user
 */
export function fetchMe(): Promise<MeResponse> {
  return apiRequest<MeResponse>('GET', '/auth/me', { skipAuthRedirect: true });
}

/**
 * Emails a 6-digit verification code.
 * @param email - the address
 * @param purpose - register (default), reset or login
 * @returns the server's answer
 */
export function sendVerificationCode(email: string, purpose: CodePurpose = 'register'): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/auth/send-verification-code', { body: { email, purpose }, auth: 'none' });
}

/**
 * Checks an emailed code.
 * @param email - the address
 * @param code - the 6-digit code
 * @returns the server's answer
 */
export function verifyCode(email: string, code: string): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/auth/verify-code', { body: { email, code }, auth: 'none' });
}

/**
 * Sets a new password from an emailed reset code.
 * @param body - email, code and the new password
 * @returns the server's answer
 */
export function resetPassword(body: ResetPasswordRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('POST', '/auth/reset-password', { body, auth: 'none', skipAuthRedirect: true });
}

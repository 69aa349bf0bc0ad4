import {
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  VERIFICATION_CODE_LENGTH,
  type ErrorCode,
} from '@inkcard/shared';

/**
 * The client-side checks of spec §5, run before any request. Each returns the first problem as an
 * error code (its zh/en message comes from the shared ERRORS table) or null when the form may be sent.
 */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);

const blank = (value: string): boolean => value.trim() === '';

/**
 * Whether an email address looks deliverable enough to send to the server.
 * @param email - the typed address
 * @returns true for a plausible address
 */
export function isPlausibleEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * Whether an address is in the allowed domains (an empty list allows every domain).
 * @param email - the typed address
 * @param domains - the server's allow-list
 * @returns true when allowed
 */
export function isAllowedEmailDomain(email: string, domains: readonly string[]): boolean {
  if (domains.length === 0) return true;
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domains.some((d) => d.toLowerCase() === domain);
}

/**
 * Login: email, password and captcha are all required ('请填写所有必填项').
 * @param form - the login fields
 * @returns the first problem, or null
 */
export function validateLogin(form: { email: string; password: string; captcha: string }): ErrorCode | null {
  if (blank(form.email) || form.password === '' || blank(form.captcha)) return 'REQUIRED_FIELDS';
  if (!isPlausibleEmail(form.email)) return 'EMAIL_INVALID';
  return null;
}

/**
 * Send code: the email is required ('请输入邮箱地址'), plausible, and in the allowed domains.
 * @param email - the typed address
 * @param domains - the server's allow-list (empty allows all)
 * @returns the first problem, or null
 */
export function validateSendCode(email: string, domains: readonly string[] = []): ErrorCode | null {
  if (blank(email)) return 'EMAIL_REQUIRED';
  if (!isPlausibleEmail(email)) return 'EMAIL_INVALID';
  if (!isAllowedEmailDomain(email, domains)) return 'EMAIL_DOMAIN_NOT_ALLOWED';
  return null;
}

/**
 * Verify: email and code are required ('请输入邮箱和验证码') and the code is six digits.
 * @param email - the typed address
 * @param code - the typed code
 * @returns the first problem, or null
 */
export function validateVerifyCode(email: string, code: string): ErrorCode | null {
  if (blank(email) || blank(code)) return 'EMAIL_AND_CODE_REQUIRED';
  if (!CODE_PATTERN.test(code.trim())) return 'CODE_INVALID';
  return null;
}

/**
 * A new password and its confirmation: at least 6 characters, and the two must match.
 * @param password - the new password
 * @param confirmation - the repeated password
 * @returns the first problem, or null
 */
export function validateNewPassword(password: string, confirmation: string): ErrorCode | null {
  if (password !== confirmation) return 'PASSWORD_MISMATCH';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  return null;
}

/**
 * Whether a typed confirmation already differs from the new password (an empty one does not yet).
 * @param password - the new password
 * @param confirmation - the repeated password
 * @returns true when the inline mismatch message should show
 */
export function isPasswordMismatch(password: string, confirmation: string): boolean {
  return confirmation !== '' && password !== confirmation;
}

/**
 * A username: 2 to 32 characters after trimming.
 * @param username - the typed username
 * @returns the problem, or null
 */
export function validateUsername(username: string): ErrorCode | null {
  const length = [...username.trim()].length;
  if (length === 0) return 'REQUIRED_FIELDS';
  if (length < USERNAME_MIN_LENGTH || length > USERNAME_MAX_LENGTH) return 'USERNAME_INVALID';
  return null;
}

/**
 * Register: the code verified first ('请先验证邮箱验证码'), every field filled, a valid username,
 * matching passwords of at least 6 characters.
 * @param form - the register fields and whether the code was verified
 * @returns the first problem, or null
 */
export function validateRegister(form: {
  email: string;
  code: string;
  username: string;
  password: string;
  confirmPassword: string;
  isVerified: boolean;
}): ErrorCode | null {
  if (!form.isVerified) return 'CODE_NOT_VERIFIED';
  if ([form.email, form.code, form.username].some(blank) || form.password === '' || form.confirmPassword === '') {
    return 'REQUIRED_FIELDS';
  }
  return validateUsername(form.username) ?? validateNewPassword(form.password, form.confirmPassword);
}

/**
 * Forgot password: email, code and both passwords filled; a six-digit code; matching passwords of at least 6.
 * @param form - the reset fields
 * @returns the first problem, or null
 */
export function validateReset(form: {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}): ErrorCode | null {
  if ([form.email, form.code].some(blank) || form.password === '' || form.confirmPassword === '') {
    return 'REQUIRED_FIELDS';
  }
  if (!CODE_PATTERN.test(form.code.trim())) return 'CODE_INVALID';
  return validateNewPassword(form.password, form.confirmPassword);
}

/**
 * The path to return to after login: a saved same-site path, never another origin.
 * @param saved - the stored savedRedirectPath value
 * @returns a path starting with a single slash, or null
 */
export function safeRedirectPath(saved: string | null | undefined): string | null {
  if (!saved) return null;
  const path = saved.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // Going back to an auth screen would loop.
  if (/^\/(login|register|forgot-password)(\/|\?|#|$)/.test(path)) return null;
  return path;
}

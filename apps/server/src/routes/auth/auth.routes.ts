import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CAPTCHA_COOKIE,
  CAPTCHA_TTL_MS,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_S,
  LoginRequestSchema,
  LoginWithCodeRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendCodeRequestSchema,
  VerifyCodeRequestSchema,
  successMessage,
  type AuthConfigResponse,
  type AuthResponse,
  type MeResponse,
  type OkResponse,
} from '@inkcard/shared';
import { apiCookieOptions } from '../../http/cookies';
import { authenticateUser, bearerToken } from '../../middleware/authenticate';
import { spendCaptcha } from '../../middleware/captcha';
import { requestLocale } from '../../middleware/locale';
import { rateLimitFor } from '../../middleware/rate-limit';
import { flushPendingMail } from '../../email/deliver-in-background';
import { AppError } from '../../errors';
import { presentUser } from '../../presenters/user';
import { issueCaptcha } from '../../services/issue-captcha';
import { issueDeviceToken } from '../../services/device-token';
import { login } from '../../services/login';
import { loginWithCode } from '../../services/login-with-code';
import { getDummyHash } from '../../services/passwords';
import { registerUser } from '../../services/register-user';
import { resetPassword } from '../../services/reset-password';
import { sendVerificationCode } from '../../services/send-verification-code';
import { revokeSession } from '../../services/sessions';
import { verifyCode } from '../../services/verify-code';
import { passwordCode, validate } from '../../middleware/validate';

/**
 * The auth resource (spec §7): captcha, verification codes, register, login, logout, me, config,
 * the password reset by emailed code and the sign-in by emailed code (issue 31).
 * @param app - the Fastify instance, prefixed with /api/auth
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { env } = deps;
  if (env.CAPTCHA_TEST_ANSWER) {
    app.log.warn(
      '!!!!!!!! CAPTCHA_TEST_ANSWER is set: every login captcha answer is the same known value. ' +
        'This is for automated tests only; never set it on a server people use. !!!!!!!!',
    );
  }
  // Computed now, so the first unknown-email login is not slower than the others.
  void getDummyHash();
  app.addHook('onClose', () => flushPendingMail(deps.mailer));

  app.get('/captcha', { config: rateLimitFor(env, 'captcha') }, async (req, reply) => {
    const { id, png } = await issueCaptcha(deps, new Date());
    reply.setCookie(CAPTCHA_COOKIE, id, { ...apiCookieOptions(env, req), maxAge: CAPTCHA_TTL_MS / 1000 });
    return reply.header('Cache-Control', 'no-store').type('image/png').send(png);
  });

  app.post('/send-verification-code', { config: rateLimitFor(env, 'sendCode') }, async (req) => {
    const body = validate(SendCodeRequestSchema, req.body, {
      required: { fields: ['email'], code: 'EMAIL_REQUIRED' },
      fields: { email: 'EMAIL_INVALID' },
    });
    const locale = requestLocale(req);
    await sendVerificationCode(
      deps,
      { email: body.email, purpose: body.purpose ?? 'register', locale, ip: req.ip },
      req.log,
    );
    return { success: true, message: successMessage('CODE_SENT', locale) } satisfies OkResponse;
  });

  app.post('/verify-code', { config: rateLimitFor(env, 'verifyCode') }, async (req) => {
    const body = validate(VerifyCodeRequestSchema, req.body, {
      required: { fields: ['email', 'code'], code: 'EMAIL_AND_CODE_REQUIRED' },
      fields: { email: 'EMAIL_INVALID', code: 'CODE_INVALID' },
    });
    await verifyCode(deps, { email: body.email, code: body.code, purpose: body.purpose ?? 'register', ip: req.ip });
    return { success: true, message: successMessage('CODE_VERIFIED', requestLocale(req)) } satisfies OkResponse;
  });

  app.post('/register', { config: rateLimitFor(env, 'register') }, async (req) => {
    const body = validate(RegisterRequestSchema, req.body, {
      required: { fields: ['username', 'email', 'password', 'verificationCode'], code: 'REQUIRED_FIELDS' },
      fields: {
        username: 'USERNAME_INVALID',
        email: 'EMAIL_INVALID',
        password: passwordCode,
        verificationCode: 'CODE_INVALID',
      },
    });
    const { user, token } = await registerUser(deps, { ...body, ip: req.ip });
    return {
      success: true,
      token,
      user: presentUser(user),
      message: successMessage('REGISTERED', requestLocale(req)),
    } satisfies AuthResponse;
  });

  /** A sign-in's answer: the session and user, and the device cookie that marks this browser as the owner's. */
  const signedIn = (
    req: FastifyRequest,
    reply: FastifyReply,
    result: { user: Parameters<typeof presentUser>[0]; token: string; deviceToken: string },
  ): AuthResponse => {
    reply.setCookie(DEVICE_COOKIE, result.deviceToken, {
      ...apiCookieOptions(env, req),
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    return {
      success: true,
      token: result.token,
      user: presentUser(result.user),
      message: successMessage('LOGGED_IN', requestLocale(req)),
    };
  };

  app.post('/login', { config: rateLimitFor(env, 'login') }, async (req, reply) => {
    // The captcha is spent first, by every attempt: right or wrong, complete or not.
    const captchaOk = await spendCaptcha(req, reply);
    const body = validate(LoginRequestSchema, req.body, {
      required: { fields: ['email', 'password', 'captcha'], code: 'REQUIRED_FIELDS' },
      fields: { email: 'EMAIL_INVALID', password: 'INVALID_CREDENTIALS', captcha: 'CAPTCHA_INVALID' },
    });
    if (!captchaOk) throw new AppError('CAPTCHA_INVALID');
    return signedIn(req, reply, await login(deps, { ...body, device: req.cookies[DEVICE_COOKIE] }, req.log));
  });

  // Signing in with an emailed code (purpose login), instead of the captcha and the password.
  app.post('/login-with-code', { config: rateLimitFor(env, 'loginCode') }, async (req, reply) => {
    const body = validate(LoginWithCodeRequestSchema, req.body, {
      required: { fields: ['email', 'code'], code: 'EMAIL_AND_CODE_REQUIRED' },
      fields: { email: 'EMAIL_INVALID', code: 'CODE_INVALID' },
    });
    return signedIn(req, reply, await loginWithCode(deps, { ...body, ip: req.ip }));
  });

  app.post('/logout', { config: rateLimitFor(env, 'logout') }, async (req) => {
    const token = bearerToken(req);
    if (token) await revokeSession(deps.database.db, token);
    return { success: true, message: successMessage('LOGGED_OUT', requestLocale(req)) } satisfies OkResponse;
  });

  app.get('/me', { config: rateLimitFor(env, 'me') }, async (req) => {
    const { user, token } = await authenticateUser(req);
    return { success: true, user: presentUser(user), token } satisfies MeResponse;
  });

  app.get('/config', { config: rateLimitFor(env, 'config') }, async () => {
    return { success: true, emailDomains: env.EMAIL_DOMAINS, socialProviders: [] } satisfies AuthConfigResponse;
  });

  app.post('/reset-password', { config: rateLimitFor(env, 'resetPassword') }, async (req, reply) => {
    const body = validate(ResetPasswordRequestSchema, req.body, {
      required: { fields: ['email', 'code', 'newPassword'], code: 'REQUIRED_FIELDS' },
      fields: { email: 'EMAIL_INVALID', code: 'CODE_INVALID', newPassword: passwordCode },
    });
    const { userId } = await resetPassword(deps, { ...body, ip: req.ip });
    // The browser that reset the password is its owner's: its sign-ins count on their own.
    reply.setCookie(DEVICE_COOKIE, issueDeviceToken(deps.secret, userId), {
      ...apiCookieOptions(env, req),
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
    return { success: true, message: successMessage('PASSWORD_RESET', requestLocale(req)) } satisfies OkResponse;
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAPTCHA_COOKIE } from '@inkcard/shared';
import { apiCookieOptions } from '../http/cookies';
import { useCaptcha } from '../services/use-captcha';

/**
 * Spends the request's captcha and checks the answer it carries (body field `captcha`). Every
 * attempt spends it, right or wrong, complete or not, so each picture allows one guess; the
 * cookie is cleared with it.
 * @param req - a sign-in request
 * @param reply - its reply
 * @returns whether the answer was right for a live captcha
 */
export async function spendCaptcha(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const raw = req.body as Record<string, unknown> | null | undefined;
  const typed = raw && typeof raw === 'object' && typeof raw.captcha === 'string' ? raw.captcha : '';
  const ok = await useCaptcha(req.server.deps, req.cookies[CAPTCHA_COOKIE], typed, new Date());
  reply.clearCookie(CAPTCHA_COOKIE, apiCookieOptions(req.server.deps.env, req));
  return ok;
}

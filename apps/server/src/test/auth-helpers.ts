import { CAPTCHA_COOKIE, DEVICE_COOKIE } from '@inkcard/shared';
import type { TestResponse, TestServer } from './test-server';

/**
 * Fetches a captcha like a browser and returns the cookie header that binds it.
 * @param server - a test server
 * @returns the Cookie header value and the image response
 */
export async function fetchCaptcha(server: TestServer): Promise<{ cookie: string; res: TestResponse }> {
  const res = await server.request('/api/auth/captcha');
  const setCookie = res.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${CAPTCHA_COOKIE}=([^;]+)`).exec(setCookie);
  if (!match) throw new Error(`no captcha cookie in ${setCookie}`);
  return { cookie: `${CAPTCHA_COOKIE}=${match[1]}`, res };
}

/**
 * The device cookie a sign-in answer sets, as a Cookie header value.
 * @param res - a successful sign-in answer
 * @returns e.g. "inkcard_device=12.abc…"
 */
export function deviceCookieOf(res: TestResponse): string {
  const match = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '');
  if (!match) throw new Error('no device cookie in the answer');
  return `${DEVICE_COOKIE}=${match[1]}`;
}

/** The server's CAPTCHA_TEST_ANSWER, or a clear failure. */
function captchaAnswer(server: TestServer): string {
  const answer = server.deps.env.CAPTCHA_TEST_ANSWER;
  if (!answer) throw new Error('start the test server with CAPTCHA_TEST_ANSWER');
  return answer;
}

/**
 * Logs in with a fresh captcha answered with the server's CAPTCHA_TEST_ANSWER.
 * @param server - a test server started with CAPTCHA_TEST_ANSWER
 * @param credentials - email and password (and remember-me, headers, extra cookies)
 * @returns the login response
 */
export async function loginWithCaptcha(
  server: TestServer,
  credentials: {
    email: string;
    password: string;
    rememberMe?: boolean;
    headers?: Record<string, string>;
    cookie?: string;
  },
): Promise<TestResponse> {
  const { cookie } = await fetchCaptcha(server);
  const { headers, cookie: extra, ...body } = credentials;
  return server.request('/api/auth/login', {
    json: { ...body, captcha: captchaAnswer(server) },
    headers: { ...headers, cookie: extra ? `${cookie}; ${extra}` : cookie },
  });
}

/**
 * Signs in to the admin console with a fresh captcha answered with CAPTCHA_TEST_ANSWER.
 * @param server - a test server started with CAPTCHA_TEST_ANSWER
 * @param credentials - username or email, password (and headers, extra cookies)
 * @returns the admin login response
 */
export async function adminLoginWithCaptcha(
  server: TestServer,
  credentials: { username: string; password: string; headers?: Record<string, string>; cookie?: string },
): Promise<TestResponse> {
  const { cookie } = await fetchCaptcha(server);
  const { headers, cookie: extra, ...body } = credentials;
  return server.request('/api/admin/login', {
    json: { ...body, captcha: captchaAnswer(server) },
    headers: { ...headers, cookie: extra ? `${cookie}; ${extra}` : cookie },
  });
}

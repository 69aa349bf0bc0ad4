import { CAPTCHA_COOKIE } from '@inkcard/shared';
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
 * Logs in with a fresh captcha answered with the server's CAPTCHA_TEST_ANSWER.
 * @param server - a test server started with CAPTCHA_TEST_ANSWER
 * @param credentials - email and password (and remember-me, headers)
 * @returns the login response
 */
export async function loginWithCaptcha(
  server: TestServer,
  credentials: { email: string; password: string; rememberMe?: boolean; headers?: Record<string, string> },
): Promise<TestResponse> {
  const { cookie } = await fetchCaptcha(server);
  const answer = server.deps.env.CAPTCHA_TEST_ANSWER;
  if (!answer) throw new Error('start the test server with CAPTCHA_TEST_ANSWER');
  const { headers, ...body } = credentials;
  return server.request('/api/auth/login', {
    json: { ...body, captcha: answer },
    headers: { cookie, ...headers },
  });
}

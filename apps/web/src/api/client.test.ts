import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client runs in the browser; give it the two browser objects it touches.
const storage = vi.hoisted(() => {
  const data = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => (data.has(k) ? data.get(k)! : null),
    setItem: (k: string, v: string) => void data.set(k, String(v)),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
  };
  const location = { pathname: '/', origin: 'http://inkcard.test', assign: () => undefined };
  Object.assign(globalThis, { localStorage, window: { location, addEventListener: () => undefined } });
  return { data, location };
});
vi.mock('../i18n', () => ({ currentLanguage: () => 'zh' }));

const { ApiError, apiRequest, navigation } = await import('./client');
const { uploadAvatar } = await import('./users');

const USER = {
  id: 1,
  username: 'ink',
  email: 'ink@qq.com',
  role: 'normal',
  avatar: null,
  isAdmin: false,
  createdAt: '',
};
const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let redirect: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  storage.data.clear();
  storage.location.pathname = '/';
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  redirect = vi.spyOn(navigation, 'redirect').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A fetch that hangs until its signal aborts, like a server that never answers. */
function hangingFetch(_url: string, init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });
}

describe('apiRequest', () => {
  it('prefixes /api, adds a cache-busting timestamp to GET and sends the bearer token', async () => {
    storage.data.set('token', 'user-token');
    fetchMock.mockImplementation(async () => json(200, { success: true }));
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);

    await apiRequest('GET', '/auth/me');
    await apiRequest('GET', '/things?page=2');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/me?_t=1700000000000');
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/things?page=2&_t=1700000000000');
    expect(init.headers.Authorization).toBe('Bearer user-token');
    expect(init.credentials).toBe('include');
  });

  it('never adds the timestamp to other methods and sends JSON bodies', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true }));
    await apiRequest('POST', '/auth/verify-code', { body: { email: 'a@qq.com', code: '123456' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/verify-code');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({ email: 'a@qq.com', code: '123456' });
    expect(init.headers.Authorization).toBeUndefined();
  });

  it('sends the admin token in the Authorization and admin-token headers on /admin/ calls', async () => {
    storage.data.set('token', 'user-token');
    storage.data.set('adminToken', 'admin-token-value');
    fetchMock.mockImplementation(async () => json(200, { success: true }));
    await apiRequest('GET', '/admin/users');
    const headers = fetchMock.mock.calls[0]![1].headers;
    expect(headers.Authorization).toBe('Bearer admin-token-value');
    expect(headers['admin-token']).toBe('admin-token-value');
  });

  it('retries a time-out once, 2 s later, and returns the second answer', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(hangingFetch).mockResolvedValueOnce(json(200, { success: true, n: 2 }));
    const result = apiRequest<{ n: number }>('GET', '/auth/config');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toMatchObject({ n: 2 });
  });

  it('retries a network error only once, then reports it', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = apiRequest('POST', '/auth/login', { body: {} });
    const settled = expect(result).rejects.toMatchObject({ code: 'NETWORK' });
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer from the server', async () => {
    fetchMock.mockImplementation(async () =>
      json(500, { success: false, code: 'INTERNAL', message: '服务器开小差了' }),
    );
    await expect(apiRequest('GET', '/x')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("prefers the server's message and keeps its code and status", async () => {
    fetchMock.mockImplementation(async () =>
      json(409, { success: false, code: 'EMAIL_TAKEN', message: 'server says taken' }),
    );
    await expect(apiRequest('POST', '/auth/register', { body: {} })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
      status: 409,
      message: 'server says taken',
    });
  });

  it('keeps a code without a message, and says something went wrong', async () => {
    fetchMock.mockImplementation(async () => json(400, { success: false, code: 'PASSWORD_MISMATCH' }));
    await expect(apiRequest('POST', '/x', { body: {} })).rejects.toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: '服务器开小差了，请稍后再试',
    });
  });

  it("keeps a code this build does not know, with the server's message (a newer server)", async () => {
    fetchMock.mockImplementation(async () => json(409, { success: false, code: 'CARD_ARCHIVED', message: '已归档' }));
    await expect(apiRequest('POST', '/x', { body: {} })).rejects.toMatchObject({
      code: 'CARD_ARCHIVED',
      status: 409,
      message: '已归档',
    });
  });

  it('reads an answer that is not ours (a proxy page) as a bad response', async () => {
    fetchMock.mockImplementation(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    await expect(apiRequest('POST', '/x', { body: {} })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      status: 502,
      message: '服务器开小差了，请稍后再试',
    });
  });

  it('on a 401 clears the user session and sends the visitor to /login', async () => {
    storage.data.set('token', 't');
    storage.data.set('user', JSON.stringify(USER));
    storage.location.pathname = '/settings';
    fetchMock.mockImplementation(async () =>
      json(401, { success: false, code: 'UNAUTHENTICATED', message: 'expired' }),
    );

    await expect(apiRequest('PUT', '/users/profile', { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(storage.data.has('token')).toBe(false);
    expect(storage.data.has('user')).toBe(false);
    expect(redirect).toHaveBeenCalledWith('/login');
  });

  it('does not redirect a 401 when the visitor is already on /login', async () => {
    storage.location.pathname = '/login';
    fetchMock.mockImplementation(async () =>
      json(401, { success: false, code: 'UNAUTHENTICATED', message: 'expired' }),
    );
    await expect(apiRequest('GET', '/auth/me')).rejects.toBeInstanceOf(ApiError);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('on a 401 from an admin call clears only the admin session and goes to /admin/login', async () => {
    storage.data.set('token', 'user-token');
    storage.data.set('user', JSON.stringify(USER));
    storage.data.set('adminToken', 'a');
    storage.data.set('adminUser', JSON.stringify({ ...USER, role: 'admin', isAdmin: true }));
    storage.location.pathname = '/admin/v2/users';
    fetchMock.mockImplementation(async () =>
      json(401, { success: false, code: 'ADMIN_UNAUTHENTICATED', message: 'x' }),
    );

    await expect(apiRequest('GET', '/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(storage.data.has('adminToken')).toBe(false);
    expect(storage.data.has('adminUser')).toBe(false);
    expect(storage.data.get('token')).toBe('user-token');
    expect(redirect).toHaveBeenCalledWith('/admin/login');
  });

  it('leaves the session alone when the caller handles 401 itself (a wrong password)', async () => {
    storage.data.set('token', 't');
    fetchMock.mockImplementation(async () => json(401, { success: false, code: 'INVALID_CREDENTIALS', message: 'no' }));
    await expect(apiRequest('POST', '/auth/login', { body: {}, skipAuthRedirect: true })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    expect(storage.data.get('token')).toBe('t');
    expect(redirect).not.toHaveBeenCalled();
  });

  it('reads a blob answer (the captcha image)', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 }));
    const blob = await apiRequest<Blob>('GET', '/auth/captcha', { responseType: 'blob' });
    expect(blob.size).toBe(4);
  });
});

describe('uploadAvatar', () => {
  const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

  it('sends the multipart field "avatar" and makes up to 3 attempts, 1 s apart', async () => {
    vi.useFakeTimers();
    const ok = { success: true, avatar: 'a.webp', user: { ...USER, avatar: 'a.webp' } };
    fetchMock
      .mockResolvedValueOnce(json(503, { success: false, code: 'INTERNAL', message: 'down' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, ok));
    const retries: number[] = [];
    const result = uploadAvatar(file, { onRetry: (n) => retries.push(n) });

    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toMatchObject({ avatar: 'a.webp' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(retries).toEqual([2, 3]);
    const body = fetchMock.mock.calls[0]![1].body as FormData;
    expect(body.get('avatar')).toBeInstanceOf(Blob);
  });

  it('gives up after the third failed attempt', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = uploadAvatar(file);
    const settled = expect(result).rejects.toMatchObject({ code: 'NETWORK' });
    await vi.advanceTimersByTimeAsync(5_000);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a rejected file', async () => {
    fetchMock.mockImplementation(async () =>
      json(415, { success: false, code: 'AVATAR_TYPE', message: '只支持JPG、PNG和GIF格式的图片' }),
    );
    await expect(uploadAvatar(file)).rejects.toMatchObject({ code: 'AVATAR_TYPE' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

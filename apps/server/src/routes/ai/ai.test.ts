import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_GENERATIONS_PER_MINUTE, AI_INPUT_MAX_CHARS, AI_KINDS } from '@inkcard/shared';
import { AI_PROMPTS, quoteKind } from '@inkcard/card-engine';
import { buildUser } from '../../test/factories';
import { readEvents, startFakeLlm, type FakeLlm, type FakeReply } from '../../test/fake-llm';
import { startTestServer, type TestServer } from '../../test/test-server';

const KEY = 'sk-test-DO-NOT-LEAK-4f2a9c';
const PROVIDER_BODY = 'Incorrect API key provided: sk-test-DO-NOT-LEAK. Provider internals 7731.';
const ANSWER = ['名言内容：人生如逆旅，', '我亦是行人。\n作者：苏轼', '\n出处：《临江仙·送钱穆父》'];
const TEXT = '苏轼在《临江仙·送钱穆父》里写道：“人生如逆旅，我亦是行人。”';

interface Generated {
  status: number;
  type: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  events: ReturnType<typeof readEvents>;
  headers: Headers;
  ms: number;
}

/** Posts a generation like the browser does and reads the whole answer. */
async function generate(
  server: TestServer,
  token: string | undefined,
  body: unknown = { kind: 'quote', text: TEXT, lang: 'zh' },
  locale = 'en',
): Promise<Generated> {
  const started = Date.now();
  const res = await fetch(`${server.url}/api/ai/generate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-locale': locale,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    body: type.includes('json') ? JSON.parse(text) : undefined,
    events: type.includes('event-stream') ? readEvents(text) : [],
    headers: res.headers,
    ms: Date.now() - started,
  };
}

describe('AI generation against an OpenAI-compatible server', () => {
  let fake: FakeLlm;
  let server: TestServer;
  const logs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeLlm();
    server = await startTestServer(
      {
        LLM_BASE_URL: fake.baseUrl,
        LLM_API_KEY: KEY,
        LLM_MODEL: 'test-model',
        LLM_DAILY_LIMIT: '1000',
        LLM_TIMEOUT_MS: '700',
        // Every test here comes from 127.0.0.1: the per-address route limit is not what they test.
        AUTH_RATE_LIMIT_SCALE: '50',
      },
      { log: (line) => void logs.push(line) },
    );
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('says AI is on, with the quota and what the user has left', async () => {
    const anonymous = await server.request('/api/ai/status');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({
      enabled: true,
      dailyLimit: 1000,
      maxInputChars: AI_INPUT_MAX_CHARS,
      // Where the text goes, for the maker's privacy note.
      provider: new URL(fake.baseUrl).host,
    });
    const { token } = await buildUser(server.deps.database.db);
    expect((await server.request('/api/ai/status', { token })).body.remainingToday).toBe(1000);
  });

  it('refuses an anonymous visitor without asking the model', async () => {
    const res = await generate(server, undefined);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    expect(fake.requests).toHaveLength(0);
  });

  it('streams a streamed answer as server-sent events, then the text the parser accepted', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'stream', pieces: ANSWER });
    const res = await generate(server, token);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(res.events.slice(0, 3).map((e) => e.data.text)).toEqual(ANSWER);
    const done = res.events.at(-1)!.data.text as string;
    expect(quoteKind.parse(done)).toEqual({
      ok: true,
      content: { quote: '人生如逆旅，我亦是行人。', author: '苏轼', source: '《临江仙·送钱穆父》' },
    });
    // The real client sent the configured model and key, a stream request, and the kind's prompt.
    const [sent] = fake.requests;
    expect(sent!.path).toBe('/v1/chat/completions');
    expect(sent!.authorization).toBe(`Bearer ${KEY}`);
    expect(sent!.body).toMatchObject({ model: 'test-model', stream: true });
    expect(sent!.body.messages![0]!.content).toBe(AI_PROMPTS.quote.messages({ text: TEXT, lang: 'zh' }).system);
    expect(sent!.body.messages![1]!.content).toContain(TEXT);
  });

  it('takes a service that answers in one JSON completion instead of a stream', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'json', content: '```\nQuote: Stay hungry, stay foolish.\nAuthor: Steve Jobs\n```' });
    const res = await generate(server, token, { kind: 'quote', text: 'Stay hungry, stay foolish — Jobs', lang: 'en' });
    expect(res.events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(res.events[1]!.data.text).toBe('Quote: Stay hungry, stay foolish.\nAuthor: Steve Jobs');
  });

  it('passes the template on to the prompt', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'stream', pieces: ANSWER });
    await generate(server, token, { kind: 'quote', template: 'quote/literary', text: TEXT, lang: 'zh' });
    expect(fake.requests[0]!.body.messages![0]!.content).toContain(AI_PROMPTS.quote.templates!['quote/literary']!.zh);
  });

  it.each([
    [401, 'AI_PROVIDER_AUTH', 502],
    [403, 'AI_PROVIDER_AUTH', 502],
    [404, 'AI_PROVIDER_NOT_FOUND', 502],
  ])('answers a provider %i with %s, without retrying, leaking or spending the quota', async (status, code, ours) => {
    const { user, token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'status', status, body: { error: { message: PROVIDER_BODY, type: 'invalid_request_error' } } });
    const res = await generate(server, token);
    expect(res.status).toBe(ours);
    expect(res.body).toEqual({ success: false, code, message: expect.any(String) });
    expect(res.body.message).not.toMatch(/sk-test|Provider internals|Incorrect API key/);
    expect(fake.requests).toHaveLength(1);
    expect((await server.request('/api/ai/status', { token })).body.remainingToday).toBe(1000);
    const logged = logs.join('\n');
    expect(logged).toContain(code);
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain('Provider internals');
    expect(user.id).toBeGreaterThan(0);
  });

  it('retries a 429 once, however long the Retry-After, then says the service is busy', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const busy = {
      kind: 'status',
      status: 429,
      body: { error: { message: PROVIDER_BODY } },
      headers: { 'retry-after': '3600' },
    } as const;
    fake.reply(busy, busy);
    const res = await generate(server, token);
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('AI_PROVIDER_BUSY');
    expect(res.body.message).toBe('The AI service is busy right now; please try again shortly.');
    expect(fake.requests).toHaveLength(2);
    expect(res.ms).toBeLessThan(10_000);
  });

  it('retries a 500 once, then answers 502 in Chinese for a Chinese visitor', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const failing = { kind: 'status', status: 500, body: { error: { message: PROVIDER_BODY } } } as const;
    fake.reply(failing, failing);
    const res = await generate(server, token, undefined, 'zh');
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      code: 'AI_PROVIDER_ERROR',
      message: 'AI 服务出错了，请稍后再试，或先用“智能整理”。',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('succeeds when the retry does', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'status', status: 503, body: {} }, { kind: 'stream', pieces: ANSWER });
    const res = await generate(server, token);
    expect(res.events.at(-1)!.event).toBe('done');
  });

  it('gives up on a model that never answers after its timeout, and says so', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'hang' });
    const res = await generate(server, token);
    expect(res.status).toBe(504);
    expect(res.body.code).toBe('AI_TIMEOUT');
    expect(fake.requests).toHaveLength(1);
    expect(res.ms).toBeLessThan(5_000);
  });

  it('ends a stream that goes silent half-way with a timeout event', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'stall', pieces: ['名言内容：人生'] });
    const res = await generate(server, token);
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(res.events[1]!.data.code).toBe('AI_TIMEOUT');
  });

  it('reports a stream cut mid-way, in the visitor’s language', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'cut', pieces: ['名言内容：人生', '如逆旅'] });
    const res = await generate(server, token, undefined, 'zh');
    expect(res.events.map((e) => e.event)).toEqual(['delta', 'delta', 'error']);
    expect(res.events[2]!.data).toEqual({
      code: 'AI_STREAM_INTERRUPTED',
      message: 'AI 的回答中途断开了，你的文字没有改动，请再试一次。',
    });
  });

  it('refuses an answer the kind cannot parse, after showing it', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'stream', pieces: ['Sorry, ', 'I cannot help with that.'] });
    const res = await generate(server, token);
    expect(res.events.map((e) => e.event)).toEqual(['delta', 'delta', 'error']);
    expect(res.events[2]!.data.code).toBe('AI_UNPARSABLE');
  });

  it('stops asking the model when the visitor leaves', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'stream', pieces: Array.from({ length: 200 }, () => '名言'), pauseMs: 20 });
    const before = fake.abandoned;
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/ai/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'quote', text: TEXT, lang: 'zh' }),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    const deadline = Date.now() + 3_000;
    while (fake.abandoned === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(fake.abandoned).toBe(before + 1);
  });

  it('refuses a text over the cap, a kind without AI and a malformed body, without asking the model', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const long = await generate(server, token, {
      kind: 'quote',
      text: '字'.repeat(AI_INPUT_MAX_CHARS + 1),
      lang: 'zh',
    });
    expect(long.status).toBe(413);
    expect(long.body.code).toBe('AI_INPUT_TOO_LONG');
    for (const body of [
      { kind: 'blessing', text: 'x', lang: 'zh' },
      { kind: 'quote', text: '   ', lang: 'zh' },
      { kind: 'quote' },
      'x',
    ]) {
      const res = await generate(server, token, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toMatch(/VALIDATION_FAILED|INVALID_JSON/);
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('limits each user to a few generations a minute', async () => {
    const { token } = await buildUser(server.deps.database.db);
    // The limit's clock stands 10 s into a minute, so every count here falls in one window.
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    server.deps.now = () => minute + 10_000;
    try {
      for (let i = 0; i < AI_GENERATIONS_PER_MINUTE; i++) fake.reply({ kind: 'json', content: 'Quote: Hi there.' });
      for (let i = 0; i < AI_GENERATIONS_PER_MINUTE; i++) expect((await generate(server, token)).status).toBe(200);
      const refused = await generate(server, token);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('AI_RATE_LIMITED');
      expect(refused.headers.get('retry-after')).toBe('50');
      expect(fake.requests).toHaveLength(AI_GENERATIONS_PER_MINUTE);
      // Another user is not held back.
      const other = await buildUser(server.deps.database.db);
      fake.reply({ kind: 'json', content: 'Quote: Hi there.' });
      expect((await generate(server, other.token)).status).toBe(200);
      // The next minute, the first user may generate again.
      server.deps.now = () => minute + 70_000;
      fake.reply({ kind: 'json', content: 'Quote: Hi there.' });
      expect((await generate(server, token)).status).toBe(200);
    } finally {
      server.deps.now = () => Date.now();
    }
  });
});

describe('AI generation quota and configuration', () => {
  it('keeps to LLM_DAILY_LIMIT per user and day, and a failed generation spends none of it', async () => {
    const fake = await startFakeLlm();
    const server = await startTestServer({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'm', LLM_DAILY_LIMIT: '2' });
    try {
      const { token } = await buildUser(server.deps.database.db);
      fake.reply({ kind: 'status', status: 401, body: {} });
      expect((await generate(server, token)).status).toBe(502);
      fake.reply({ kind: 'json', content: 'Quote: One.' }, { kind: 'json', content: 'Quote: Two.' });
      expect((await generate(server, token)).status).toBe(200);
      expect((await generate(server, token)).status).toBe(200);
      const refused = await generate(server, token);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('AI_QUOTA_EXCEEDED');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await server.request('/api/ai/status', { token })).body).toMatchObject({
        dailyLimit: 2,
        remainingToday: 0,
      });
      expect(fake.requests).toHaveLength(3);
    } finally {
      await server.close();
      await fake.close();
    }
  });

  it('says AI is off without configuration, and refuses to generate', async () => {
    const server = await startTestServer();
    try {
      expect((await server.request('/api/ai/status')).body).toMatchObject({ enabled: false });
      const { token } = await buildUser(server.deps.database.db);
      const res = await generate(server, token);
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('AI_DISABLED');
    } finally {
      await server.close();
    }
  });

  it('offers a prompt for every AI kind the engine has', () => {
    for (const kind of Object.keys(AI_PROMPTS)) expect(AI_KINDS).toContain(kind);
  });
});

describe('AI generation against a hostile or broken provider (issue 31)', () => {
  let fake: FakeLlm;
  let server: TestServer;
  beforeAll(async () => {
    fake = await startFakeLlm();
    server = await startTestServer({
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'test-model',
      LLM_DAILY_LIMIT: '100',
      LLM_TIMEOUT_MS: '5000',
      AUTH_RATE_LIMIT_SCALE: '50',
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('stops reading an answer streamed as one endless line, closes the connection and says so', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const total = 200 * 1024 * 1024;
    fake.reply({ kind: 'endless-line', bytes: total });
    const res = await generate(server, token);
    expect(res.status).toBe(200);
    expect(res.events.map((e) => e.event)).toEqual(['error']);
    expect(res.events[0]!.data.code).toBe('AI_ANSWER_TOO_LARGE');
    // It stopped at the cap: far from the 200 MB the provider wanted to send.
    expect(fake.lastAnswer.complete).toBe(false);
    expect(fake.lastAnswer.bytes).toBeLessThan(total / 4);
    // The try does not count: the user got nothing.
    expect((await server.request('/api/ai/status', { token })).body.remainingToday).toBe(100);
    // And the server answers as before.
    expect((await server.request('/api/health')).status).toBe(200);
  });

  it('stops reading a 10 MB JSON answer past the cap instead of parsing it', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const total = 10 * 1024 * 1024;
    fake.reply({ kind: 'huge-json', bytes: total });
    const res = await generate(server, token);
    expect(res.events.map((e) => e.event)).toEqual(['error']);
    expect(res.events[0]!.data.code).toBe('AI_ANSWER_TOO_LARGE');
    expect(fake.lastAnswer.complete).toBe(false);
    expect(fake.lastAnswer.bytes).toBeLessThan(total);
  });

  it('still takes a long but well-formed answer up to the card’s own cap', async () => {
    const { token } = await buildUser(server.deps.database.db);
    // 3,000 small deltas (about 0.5 MB of events): an ordinary long answer, read whole.
    fake.reply({
      kind: 'stream',
      pieces: ['名言内容：', ...Array.from({ length: 3_000 }, () => '长'), '\n作者：某'],
      pauseMs: 0,
    });
    const res = await generate(server, token);
    expect(res.events.at(-1)!.event).toBe('done');
  });
});

describe('AI generation quota: counted once the model is asked (issue 31)', () => {
  let fake: FakeLlm;
  let server: TestServer;
  const logs: string[] = [];
  const LIMIT = 10;
  beforeAll(async () => {
    fake = await startFakeLlm();
    server = await startTestServer(
      {
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'test-model',
        LLM_DAILY_LIMIT: String(LIMIT),
        LLM_TIMEOUT_MS: '5000',
        AUTH_RATE_LIMIT_SCALE: '50',
      },
      { log: (line) => void logs.push(line) },
    );
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  /** Waits for the server's log line saying how the generation of this many ended so far. */
  async function generationsEnded(count: number): Promise<{ outcome: string; counted: boolean }[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const ended = logs
        .map((line) => JSON.parse(line) as { msg?: string; ai?: { outcome: string; counted: boolean } })
        .filter((entry) => entry.msg === 'AI generation ended')
        .map((entry) => entry.ai!);
      if (ended.length >= count) return ended;
      if (Date.now() > deadline) throw new Error(`only ${ended.length} generations ended`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const left = async (token: string): Promise<number> =>
    (await server.request('/api/ai/status', { token })).body.remainingToday as number;

  it('counts a generation whose visitor hung up while the model was thinking', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const before = (await generationsEnded(0)).length;
    const asked = fake.requests.length;
    fake.reply({ kind: 'hang' });
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/ai/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'quote', text: TEXT, lang: 'zh' }),
      signal: controller.signal,
    }).catch(() => undefined);
    // Hang up once the model has the request.
    while (fake.requests.length === asked) await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort();
    await pending;
    const ended = await generationsEnded(before + 1);
    expect(ended.at(-1)).toMatchObject({ outcome: 'client-gone', counted: true });
    expect(await left(token)).toBe(LIMIT - 1);
  });

  it('counts a generation whose visitor hung up half-way through the answer', async () => {
    const { token } = await buildUser(server.deps.database.db);
    const before = (await generationsEnded(0)).length;
    fake.reply({ kind: 'stream', pieces: Array.from({ length: 200 }, () => '名言'), pauseMs: 20 });
    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/ai/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'quote', text: TEXT, lang: 'zh' }),
      signal: controller.signal,
    });
    await res.body!.getReader().read();
    controller.abort();
    const ended = await generationsEnded(before + 1);
    expect(ended.at(-1)).toMatchObject({ outcome: 'client-gone', counted: true });
    expect(await left(token)).toBe(LIMIT - 1);
  });

  it.each([
    ['a stream cut half-way', { kind: 'cut', pieces: ['名言内容：人生', '如逆旅'] }, 'AI_STREAM_INTERRUPTED'],
    ['an answer the card cannot read', { kind: 'stream', pieces: ['Sorry, I cannot.'] }, 'AI_UNPARSABLE'],
    ['a stream that goes silent', { kind: 'stall', pieces: ['名言内容：人生'] }, 'AI_TIMEOUT'],
  ] satisfies [string, FakeReply, string][])(
    'gives back a generation that gave the user nothing: %s',
    async (_name, reply, code) => {
      const { token } = await buildUser(server.deps.database.db);
      const before = (await generationsEnded(0)).length;
      fake.reply(reply);
      const res = await generate(server, token);
      expect(res.events.at(-1)!.data.code).toBe(code);
      expect((await generationsEnded(before + 1)).at(-1)).toMatchObject({ outcome: code, counted: false });
      expect(await left(token)).toBe(LIMIT);
    },
  );

  it('counts a generation that delivered its card', async () => {
    const { token } = await buildUser(server.deps.database.db);
    fake.reply({ kind: 'stream', pieces: ANSWER });
    expect((await generate(server, token)).events.at(-1)!.event).toBe('done');
    expect(await left(token)).toBe(LIMIT - 1);
  });
});

import http from 'node:http';
import type { Socket } from 'node:net';

/** How the fake model answers one request. */
export type FakeReply =
  /** A streamed answer: these pieces, then `finish_reason: "stop"` and [DONE]. */
  | { kind: 'stream'; pieces: string[]; pauseMs?: number }
  /** One JSON completion, as a service that ignores `stream: true` answers. */
  | { kind: 'json'; content: string }
  /** An error status with the provider's own body (which must never reach our client or log). */
  | { kind: 'status'; status: number; body: unknown; headers?: Record<string, string> }
  /** Never answers. */
  | { kind: 'hang' }
  /** Streams these pieces, then goes silent without ending. */
  | { kind: 'stall'; pieces: string[] }
  /** Streams these pieces, then drops the connection. */
  | { kind: 'cut'; pieces: string[] }
  /** A hostile stream: one `data:` line that never ends, as fast as it is read, up to `bytes`. */
  | { kind: 'endless-line'; bytes: number }
  /** One JSON completion whose message is `bytes` long (a 10 MB answer). */
  | { kind: 'huge-json'; bytes: number };

/** A request the fake model received. */
export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; max_tokens?: number; messages?: { role: string; content: string }[] };
}

/** A local OpenAI-compatible server on 127.0.0.1 that answers what the test queued. */
export interface FakeLlm {
  /** The base URL to configure (LLM_BASE_URL), ending in /v1. */
  baseUrl: string;
  requests: FakeRequest[];
  /** Connections that closed before the answer was complete (the server aborted them). */
  abandoned: number;
  /** Bytes of the last answer handed to the socket, and whether it was all sent. */
  lastAnswer: { bytes: number; complete: boolean };
  /** Queues the next replies, in order; an empty queue answers 500. */
  reply: (...replies: FakeReply[]) => void;
  close: () => Promise<void>;
}

const chunk = (content: string | null, finish: string | null): string =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  })}\n\n`;

/**
 * Starts the fake model (as the mail tests start an SMTP server): `POST /v1/chat/completions`
 * answers with the next queued reply, so the real `openai` client is driven end to end.
 * @returns the server
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const queue: FakeReply[] = [];
  const state = { abandoned: 0, lastAnswer: { bytes: 0, complete: false } };
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      let body: FakeRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as FakeRequest['body'];
      } catch {
        body = {};
      }
      requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      let complete = false;
      res.on('close', () => {
        if (!complete) state.abandoned++;
      });
      const reply = queue.shift() ?? { kind: 'status', status: 500, body: { error: { message: 'no reply queued' } } };
      const answer = { bytes: 0, complete: false };
      state.lastAnswer = answer;
      /** Writes `total` bytes (a head, filler, a tail) as fast as the reader takes them. */
      const flood = (head: string, total: number, tail: string): void => {
        const block = Buffer.alloc(64 * 1024, 'a');
        res.write(head);
        answer.bytes = head.length;
        const pump = (): void => {
          while (!res.destroyed && answer.bytes < total) {
            const n = Math.min(block.length, total - answer.bytes);
            answer.bytes += n;
            if (!res.write(n === block.length ? block : block.subarray(0, n))) return void res.once('drain', pump);
          }
          if (res.destroyed) return;
          res.write(tail);
          answer.complete = true;
          finish();
        };
        pump();
      };
      const finish = (): void => {
        complete = true;
        res.end();
      };
      const stream = (pieces: string[], end: 'finish' | 'stall' | 'cut', pauseMs = 5): void => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        let i = 0;
        const next = (): void => {
          if (res.destroyed) return;
          if (i < pieces.length) {
            res.write(chunk(pieces[i++]!, null));
            setTimeout(next, pauseMs);
          } else if (end === 'finish') {
            res.write(chunk(null, 'stop'));
            res.write('data: [DONE]\n\n');
            finish();
          } else if (end === 'cut') {
            req.socket.destroy();
          }
        };
        next();
      };
      switch (reply.kind) {
        case 'stream':
          return stream(reply.pieces, 'finish', reply.pauseMs);
        case 'stall':
          return stream(reply.pieces, 'stall');
        case 'cut':
          return stream(reply.pieces, 'cut');
        case 'json':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write(
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              created: 0,
              model: 'test-model',
              choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
            }),
          );
          return finish();
        case 'status':
          res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
          res.write(JSON.stringify(reply.body));
          return finish();
        case 'hang':
          return;
        case 'endless-line':
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          return flood('data: {"choices":[{"index":0,"delta":{"content":"', reply.bytes, '"}}]}\n\n');
        case 'huge-json':
          res.writeHead(200, { 'content-type': 'application/json' });
          return flood('{"choices":[{"index":0,"message":{"role":"assistant","content":"', reply.bytes, '"}}]}');
      }
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get abandoned() {
      return state.abandoned;
    },
    get lastAnswer() {
      return state.lastAnswer;
    },
    reply: (...replies) => void queue.push(...replies),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One server-sent event as the browser reads it. */
export interface ReadEvent {
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * Reads a server-sent event stream's text into events.
 * @param text - the whole body
 * @returns the events, in order
 */
export function readEvents(text: string): ReadEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}

import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A server-sent event stream on a reply that Fastify no longer manages. */
export interface EventStream {
  /** Sends one event; nothing once the client has gone. */
  send: (event: string, data: unknown) => void;
  end: () => void;
}

/**
 * Turns a reply into a stream of server-sent events: 200, `text/event-stream`, the headers the
 * app's hooks set (security headers, no-store), no compression and no proxy buffering, so each
 * event reaches the browser as it is written.
 * @param reply - the reply; Fastify stops managing it
 * @returns the stream
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  return {
    send(event, data) {
      if (!res.writableEnded && !res.destroyed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!res.writableEnded) res.end();
    },
  };
}

/**
 * An abort controller that fires when the client disconnects before the answer is complete.
 * @param reply - the reply
 * @param reason - the abort reason to give
 * @returns the controller
 */
export function abortOnDisconnect(reply: FastifyReply, reason: string): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded && !controller.signal.aborted) controller.abort(reason);
  });
  return controller;
}

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** The built SPA served to the render pool's own browser, on the loopback interface only. */
export interface StaticSite {
  /** http://127.0.0.1:<ephemeral port> */
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built SPA (apps/web/dist) to the pool's browser on 127.0.0.1 and an ephemeral port:
 * its files, and index.html for every page path (the SPA routes /render itself). The pool never
 * goes through the app's HTTP server, so the CLI and a batch worker run it with no server at all,
 * and the app's rate limits, tracking and logs never see the pool's requests.
 * @param root - the built SPA's folder
 * @returns the site's address and a close function
 */
export async function serveStaticSite(root: string): Promise<StaticSite> {
  const base = path.resolve(root);
  const index = fs.readFileSync(path.join(base, 'index.html'));
  const server = http.createServer((req, res) => {
    const url = decodeURIComponentSafe((req.url ?? '/').split('?')[0] ?? '/');
    const file = url === null ? null : path.resolve(base, `.${url}`);
    const inside = file !== null && (file === base || file.startsWith(base + path.sep));
    if (inside && path.extname(file) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // The files are the build's: hashed assets never change while the pool runs.
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
      fs.createReadStream(file).pipe(res);
      return;
    }
    if (inside && !path.extname(file)) {
      res.writeHead(200, { 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
      res.end(index);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('not found');
  });
  // Keep-alive sockets would hold close() open until they time out.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

function decodeURIComponentSafe(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

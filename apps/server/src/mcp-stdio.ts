import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CardRenderError, localRenderer, remoteRenderer } from './render/card-renderer';
import { webDistPath } from './render/web-dist';
import { createInkcardMcpServer, McpToolError, type McpBackend } from './mcp/inkcard-mcp';

/*
 * `npm run mcp`: the Inkcard MCP server on stdio, for an assistant on this machine. Nothing but
 * the protocol goes to stdout; every log line goes to stderr. With INKCARD_SERVER and
 * INKCARD_TOKEN it renders on a running Inkcard (links on that server); otherwise on its own
 * chromium over the built app, and the link is the PNG's file in INKCARD_MCP_OUT_DIR (default
 * <tmp>/inkcard-mcp).
 */

const log = (line: string): void => void process.stderr.write(`[inkcard mcp] ${line}\n`);

const server = process.env.INKCARD_SERVER;
const token = process.env.INKCARD_TOKEN;
const renderer =
  server && token
    ? remoteRenderer(server, token)
    : localRenderer({
        webDist: webDistPath(process.env.WEB_DIST),
        chromiumPath: process.env.CHROMIUM_PATH,
        log: { info: (o, m) => log(m), warn: (o, m) => log(m), error: (o, m) => log(m) },
      });
const outDir = process.env.INKCARD_MCP_OUT_DIR ?? path.join(os.tmpdir(), 'inkcard-mcp');

const asToolError = (err: unknown): never => {
  if (err instanceof CardRenderError) {
    throw new McpToolError(`${err.code}: ${err.message}${err.hint ? ` (${err.hint})` : ''}`, err.issues);
  }
  throw err;
};

const backend: McpBackend = {
  templates: () => renderer.templates().catch(asToolError),
  async render(request) {
    const card = await renderer.render(request).catch(asToolError);
    fs.mkdirSync(outDir, { recursive: true });
    const stem = `${request.template.replace(/\W+/g, '-')}-${Date.now().toString(36)}`;
    const links = card.images.map((png, i) => {
      const file = path.join(
        outDir,
        card.images.length > 1 ? `${stem}-${String(i + 1).padStart(2, '0')}.png` : `${stem}.png`,
      );
      fs.writeFileSync(file, png);
      return pathToFileURL(file).href;
    });
    return { ...card, links };
  },
};

const mcp = await createInkcardMcpServer(backend);
const transport = new StdioServerTransport();
// Closing the server closes the transport, whose close handler is this: only the first call stops.
let stopping = false;
const stop = async (): Promise<void> => {
  if (stopping) return;
  stopping = true;
  await mcp.close().catch(() => undefined);
  await renderer.close();
  process.exit(0);
};
transport.onclose = () => void stop();
process.stdin.on('end', () => void stop());
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
await mcp.connect(transport);
log(server ? `ready; rendering on ${server}` : `ready; rendering locally, PNGs in ${outDir}`);

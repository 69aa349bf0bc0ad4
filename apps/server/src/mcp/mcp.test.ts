import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiToken, buildUser } from '../test/factories';
import { builtWebDist } from '../test/built-app';
import { startTestServer, type TestServer } from '../test/test-server';

// The MCP server driven by the SDK's own client, over both transports.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

// A queued render waits for the browser to start; past its deadline (30 s by default) it is refused
// as RENDER_BUSY. On a loaded 2-core machine the first card's wait passed 30 s once in a full run.
const SLOW_MACHINE_RENDER = { RENDER_TIMEOUT_MS: '150000' };

type ToolResult = {
  content: { type: string; data?: string; text?: string; mimeType?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
};

async function checkTools(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(['format_text', 'list_templates', 'render_card']);
  for (const tool of tools) expect(tool.description!.length).toBeGreaterThan(80);
}

async function renderCard(client: Client): Promise<ToolResult> {
  const result = (await client.callTool(
    {
      name: 'render_card',
      arguments: {
        kind: 'quote',
        template: 'redBold',
        text: 'Quote: Less, but better.\nAuthor: Dieter Rams',
        lang: 'en',
      },
    },
    undefined,
    // The first card starts the browser; on a loaded 2-core CI machine that can pass the SDK's
    // default 60 s request time-out (it did once in a full run). The test's own limit still holds.
    { timeout: 200_000 },
  )) as ToolResult;
  expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
  const image = result.content.find((c) => c.type === 'image')!;
  expect(image.mimeType).toBe('image/png');
  const meta = await sharp(Buffer.from(image.data!, 'base64')).metadata();
  expect([meta.width, meta.height]).toEqual([1080, 1440]);
  expect(result.structuredContent).toMatchObject({ pages: 1, width: 1080, height: 1440, size: '1080x1440' });
  expect(result.content.find((c) => c.type === 'text')!.text).toContain(
    (result.structuredContent!.links as string[])[0],
  );
  return result;
}

describe('MCP over Streamable HTTP (/mcp)', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: builtWebDist(), RENDER_CONCURRENCY: '1', ...SLOW_MACHINE_RENDER });
    const { user } = await buildUser(server.deps.database.db);
    token = (await buildApiToken(server.deps.database.db, user.id)).token;
  }, 240_000);
  afterAll(() => server?.close());

  const connect = async (bearer: string): Promise<Client> => {
    const client = new Client({ name: 'inkcard-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${bearer}` } },
    });
    await client.connect(transport);
    return client;
  };

  it('lists the tools, renders a card with its image, a link that opens and the data, and formats text', async () => {
    const client = await connect(token);
    try {
      await checkTools(client);
      const listed = (await client.callTool({ name: 'list_templates', arguments: { kind: 'quote' } })) as ToolResult;
      expect(listed.content[0]!.text).toContain('quote/redBold');
      const rendered = await renderCard(client);
      const link = (rendered.structuredContent!.links as string[])[0]!;
      expect(link).toMatch(/\/api\/v1\/renders\/[A-Za-z0-9_-]{22}\.png$/);
      const fetched = await fetch(`${server.url}${new URL(link).pathname}`);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/png');
      const formatted = (await client.callTool({
        name: 'format_text',
        arguments: { kind: 'quote', text: '“Less, but better.” — Dieter Rams' },
      })) as ToolResult;
      expect(formatted.structuredContent!.text).toMatch(/Quote:.*Less, but better/);
      const bad = (await client.callTool({
        name: 'render_card',
        arguments: { kind: 'quote', template: 'nope' },
      })) as ToolResult;
      expect(bad.isError).toBe(true);
      expect(bad.content[0]!.text).toContain('TEMPLATE_UNKNOWN');
    } finally {
      await client.close();
    }
  }, 180_000);

  it('refuses a client without a valid token', async () => {
    await expect(connect(`ink_${'y'.repeat(43)}`)).rejects.toThrow(/401|API token/);
  }, 60_000);
});

describe('MCP over stdio (npm run mcp)', () => {
  it('lists the tools and renders a card, with nothing but the protocol on stdout', async () => {
    builtWebDist();
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'scripts/mcp.mjs')],
      cwd: root,
      stderr: 'pipe',
      env: {
        ...process.env,
        ...SLOW_MACHINE_RENDER,
        INKCARD_MCP_OUT_DIR: path.join(root, 'apps/server/.tmp/mcp-test'),
      } as Record<string, string>,
    });
    const client = new Client({ name: 'inkcard-test', version: '1.0.0' });
    // A line on stdout that is not JSON-RPC would surface as a transport error here.
    const errors: Error[] = [];
    client.onerror = (e) => errors.push(e);
    await client.connect(transport);
    try {
      await checkTools(client);
      const rendered = await renderCard(client);
      expect((rendered.structuredContent!.links as string[])[0]).toMatch(/^file:\/\/.*\.png$/);
      expect(errors).toEqual([]);
    } finally {
      await client.close();
    }
  }, 240_000);
});

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { smartPasteFor } from '@inkcard/card-engine/smart-paste';
import {
  CARD_TYPES,
  EXPORT_SCALE_MAX,
  EXPORT_SCALE_MIN,
  RENDER_LINK_TTL_MS,
  RENDER_SIZES,
  RENDER_TEXT_MAX_CHARS,
  type CardType,
  type RenderRequest,
  type TemplatesResponse,
} from '@inkcard/shared';
import { defaultScalesText } from '../render/export-scales';

/** A render as the MCP tool answers it: the PNGs, links to them, and what the text did. */
export interface McpRender {
  images: Buffer[];
  /** A fetchable address per image (the server's /api/v1/renders/<id>.png, or a file:// path locally). */
  links: string[];
  width: number;
  height: number;
  fit: 'fits' | 'shrunk' | 'overflow';
}

/** A failure the tool reports to the assistant as text (a localised API error, or a parser's issues). */
export class McpToolError extends Error {
  constructor(
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = 'McpToolError';
  }
}

/** Where the tools get templates and renders: the server's own pool (HTTP), a local pool or a remote server (stdio). */
export interface McpBackend {
  templates(): Promise<TemplatesResponse>;
  /** @throws McpToolError with a message for the assistant */
  render(request: RenderRequest): Promise<McpRender>;
}

/** The most page images one answer carries (every page is linked all the same). */
const MAX_IMAGES = 12;

/** What each kind is, for the assistant choosing one (tsc demands a line for every kind). */
const KIND_GUIDES: Readonly<Record<CardType, string>> = {
  quote: 'a quotation with author and source; templates fashion, redBold, literary',
  blessing: 'a festival greeting: festival, blessing, signer; classic or creative',
  xiaohongshu: 'a RedNote/Xiaohongshu note as 3:4 carousel pages: title, body, tags, shop info',
  profile: 'a personal intro card: name, title, contacts, bio, skills',
  article: 'a long article summarised as one long card or 3:4 pages: title, author, key points, quotes, conclusion',
};
const KIND_GUIDE = `Kinds: ${Object.entries(KIND_GUIDES)
  .map(([kind, what]) => `${kind} (${what})`)
  .join(', ')}.`;

/**
 * The Inkcard MCP server: list_templates, render_card (the PNG as image content, a link to it and
 * structured data, since some assistants drop or delay images) and format_text (plain text → a
 * kind's labelled text through smart paste, no AI). The same tools over Streamable HTTP (/mcp)
 * and stdio (`npm run mcp`); only the backend differs.
 * @param backend - templates and renders
 * @returns the server, to connect to a transport (resolves once the SDK is loaded)
 */
export async function createInkcardMcpServer(backend: McpBackend): Promise<McpServer> {
  // The SDK is loaded on the first MCP request (about 14 MB resident), not by every server start.
  const { McpServer } = await import('@modelcontextprotocol/sdk/server/mcp.js');
  const server = new McpServer(
    { name: 'inkcard', title: 'Inkcard 墨卡', version: '1.0.0' },
    {
      instructions:
        'Inkcard turns labelled text into image cards (PNG), in Chinese or English. Call list_templates to see ' +
        "kinds, templates, sizes and the labels each kind reads; format_text turns plain prose into a kind's " +
        'labelled text; render_card draws it. ' +
        KIND_GUIDE,
    },
  );

  server.registerTool(
    'list_templates',
    {
      title: 'List card templates',
      description:
        'Lists every card kind with the labels its text uses (e.g. quote: 名言内容/Quote, 作者/Author) and every ' +
        'template with its Chinese and English name, description, sizes (auto, 3:4, 1:1, 9:16) and forms ' +
        '(card, pages). Call it first to choose a kind and template. ' +
        KIND_GUIDE,
      inputSchema: { kind: z.enum(CARD_TYPES).optional().describe('Only this kind') },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ kind }) => {
      const all = await backend.templates();
      const kinds = all.kinds.filter((k) => !kind || k.id === kind);
      const templates = all.templates.filter((t) => !kind || t.kind === kind);
      const lines = kinds.map((k) => {
        const labels = Object.entries(k.labels)
          .map(([field, l]) => `${field} (${l.zh[0]} / ${l.en[0]})`)
          .join(', ');
        const own = templates
          .filter((t) => t.kind === k.id)
          .map(
            (t) =>
              `  - ${t.id}: ${t.name.en} / ${t.name.zh}: ${t.description.en} Sizes ${t.sizes.join(', ')}` +
              `${t.forms.includes('pages') ? '; also as 3:4 pages' : ''}${t.paged ? '; drawn as 3:4 pages' : ''}.`,
          );
        return [`${k.id} (${k.name.en} / ${k.name.zh}); labels: ${labels}`, ...own].join('\n');
      });
      return {
        content: [{ type: 'text', text: lines.join('\n\n') }],
        structuredContent: { kinds, templates },
      };
    },
  );

  server.registerTool(
    'render_card',
    {
      title: 'Render a card as PNG',
      description:
        'Draws one card as a PNG, exactly as the Inkcard web app exports it. Give the kind, the template id ' +
        '(from list_templates, e.g. "quote/redBold" or "redBold") and either labelled text in the kind\'s labels ' +
        '(one "Label: value" per line, e.g. "Quote: …\\nAuthor: …", or Chinese "名言内容：…\\n作者：…") or ' +
        "structured content. Without text or content the template's example is drawn. Answers the image, a link " +
        `to it (valid ${RENDER_LINK_TTL_MS / 3_600_000} hours) and data: pages, pixel size, and whether the text ` +
        "was shrunk or still overflows (then shorten it or pick a taller size). pages=true draws a template's " +
        '3:4 pages (article templates); note (xiaohongshu) cards are always pages.',
      inputSchema: {
        kind: z.enum(CARD_TYPES).describe('Card kind'),
        template: z.string().min(1).max(64).describe('Template id, e.g. quote/redBold'),
        text: z.string().max(RENDER_TEXT_MAX_CHARS).optional().describe("Labelled text in the kind's labels"),
        content: z.record(z.string(), z.unknown()).optional().describe('Structured content instead of text'),
        lang: z.enum(['zh', 'en']).optional().describe('Card language (default zh)'),
        size: z.enum(RENDER_SIZES).optional().describe("Canvas: auto, 3:4, 1:1 or 9:16 (default: the template's)"),
        pages: z.boolean().optional().describe("Draw the template's 3:4 pages form"),
        scale: z
          .number()
          .int()
          .min(EXPORT_SCALE_MIN)
          .max(EXPORT_SCALE_MAX)
          .optional()
          .describe(`Pixels per CSS pixel (default ${defaultScalesText()})`),
        style: z.record(z.string(), z.unknown()).optional().describe('Style fields over the template defaults'),
      },
      outputSchema: {
        pages: z.number().int(),
        width: z.number().int(),
        height: z.number().int(),
        size: z.string(),
        fit: z.enum(['fits', 'shrunk', 'overflow']),
        shrunk: z.boolean(),
        links: z.array(z.string()),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      try {
        const rendered = await backend.render({
          kind: args.kind,
          template: args.template,
          ...(args.text !== undefined ? { text: args.text } : {}),
          ...(args.content ? { content: args.content } : {}),
          ...(args.lang ? { lang: args.lang } : {}),
          ...(args.size ? { size: args.size } : {}),
          ...(args.scale ? { scale: args.scale } : {}),
          ...(args.style ? { style: args.style } : {}),
          form: args.pages ? 'pages' : 'card',
        });
        const data = {
          pages: rendered.images.length,
          width: rendered.width,
          height: rendered.height,
          size: `${rendered.width}x${rendered.height}`,
          fit: rendered.fit,
          shrunk: rendered.fit !== 'fits',
          links: rendered.links,
        };
        const summary =
          `Rendered ${data.pages} PNG${data.pages > 1 ? 's' : ''} of ${data.size} px; text ${rendered.fit}` +
          `${rendered.fit === 'overflow' ? ' (too long even at the smallest size: shorten it or choose a taller size)' : ''}.\n` +
          rendered.links.map((l, i) => (data.pages > 1 ? `Page ${i + 1}: ${l}` : l)).join('\n');
        return {
          content: [
            ...rendered.images.slice(0, MAX_IMAGES).map((png) => ({
              type: 'image' as const,
              data: png.toString('base64'),
              mimeType: 'image/png',
            })),
            { type: 'text' as const, text: summary },
          ],
          structuredContent: data,
        };
      } catch (err) {
        return toolError(err);
      }
    },
  );

  server.registerTool(
    'format_text',
    {
      title: 'Turn plain text into a card’s labelled text',
      description:
        "Turns plain text (an article, a résumé, a travel note, a quotation with its author) into the kind's " +
        'labelled text with smart paste (rules, no AI): title, headings, lists, quotations, key points, contacts. ' +
        'Pass the result to render_card as text. Kinds: profile, article, xiaohongshu, quote (blessing cards are ' +
        'three fields: festival, blessing, signer).',
      inputSchema: {
        kind: z.enum(CARD_TYPES).describe('Card kind'),
        text: z.string().min(1).max(RENDER_TEXT_MAX_CHARS).describe('Plain text'),
        lang: z.enum(['zh', 'en']).optional().describe('Label language (default: the text’s own)'),
      },
      outputSchema: { text: z.string(), lang: z.enum(['zh', 'en']), changed: z.boolean(), truncated: z.boolean() },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ kind, text, lang }) => {
      const paste = smartPasteFor(kind);
      if (!paste) {
        return toolError(
          new McpToolError(
            'Blessing cards have no labelled-text format to arrange: send content {festival, blessing, signer} to render_card.',
          ),
        );
      }
      const result = paste(text, lang ? { lang } : {});
      if (!result.ok) return toolError(new McpToolError('The text is empty.'));
      const data = { text: result.text, lang: result.lang, changed: result.changed, truncated: result.truncated };
      return { content: [{ type: 'text', text: result.text }], structuredContent: data };
    },
  );

  return server;
}

/** A tool's failure as the assistant reads it: the message and, where there are any, the issues. */
function toolError(err: unknown): { isError: true; content: { type: 'text'; text: string }[] } {
  if (err instanceof McpToolError) {
    const detail = err.detail === undefined ? '' : `\n${JSON.stringify(err.detail, null, 1)}`;
    return { isError: true, content: [{ type: 'text', text: err.message + detail }] };
  }
  throw err;
}

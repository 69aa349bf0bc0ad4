import { z } from 'zod';
import {
  API_TOKEN_DAILY_RENDERS,
  API_TOKEN_RATE_PER_MINUTE,
  RENDER_LINK_TTL_MS,
  RenderIssueSchema,
  RenderRequestSchema,
  TemplatesResponseSchema,
} from '@inkcard/shared';

const ErrorSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  issues: z.array(z.unknown()).optional(),
  hint: z.string().optional(),
});

const schema = (s: z.ZodType, io: 'input' | 'output' = 'output'): Record<string, unknown> =>
  z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>;

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * The OpenAPI 3.1 document of the public API, generated from the same zod schemas the routes
 * validate with (zod 4's z.toJSONSchema), so the document cannot drift from what is checked.
 * @param publicUrl - the server's public address
 * @returns the document
 */
export function openApiDocument(publicUrl: string): Record<string, unknown> {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Inkcard API',
      version: '1',
      description:
        `Cards from text without a browser: the same templates and the same PNG as the web app's export. ` +
        `Every call needs a personal token (Settings → API tokens) as \`Authorization: Bearer ink_…\`; each ` +
        `token may make ${API_TOKEN_RATE_PER_MINUTE} calls a minute and ${API_TOKEN_DAILY_RENDERS} renders a UTC day ` +
        `by default. Errors are \`{ success: false, code, message }\` in the language of Accept-Language ` +
        `or the request's \`lang\`. The MCP server at /mcp offers the same as tools.`,
    },
    servers: [{ url: publicUrl.replace(/\/$/, '') }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A personal API token (ink_…)' } },
      schemas: {
        RenderRequest: schema(RenderRequestSchema, 'input'),
        TemplatesResponse: schema(TemplatesResponseSchema),
        RenderIssue: schema(RenderIssueSchema),
        Error: schema(ErrorSchema),
      },
    },
    paths: {
      '/api/v1/templates': {
        get: {
          operationId: 'listTemplates',
          summary: 'Every kind (with the labels its text reads) and every template (names, sizes, forms)',
          responses: {
            '200': {
              description: 'The catalog',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/TemplatesResponse' } } },
            },
            '401': error('No token, or an unknown or revoked one (API_TOKEN_INVALID)'),
            '403': error('A browser sign-in token instead of an API token (API_TOKEN_SESSION)'),
            '429': error('Too many calls with this token (API_RATE_LIMITED); see Retry-After'),
            '503': error('Rendering is off on this server (RENDER_UNAVAILABLE), with a hint'),
          },
        },
      },
      '/api/v1/render': {
        post: {
          operationId: 'renderCard',
          summary: "One card as PNG, or a template's 3:4 pages as a ZIP of PNGs",
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/RenderRequest' } } },
          },
          responses: {
            '200': {
              description:
                'The PNG (form card) or the ZIP of pages 01.png, 02.png… (form pages). Headers: X-Inkcard-Pages ' +
                '(page count), X-Inkcard-Fit (fits, shrunk or overflow), X-Inkcard-Shrunk (true when the text ' +
                'was set smaller to fit), X-Inkcard-Width and X-Inkcard-Height (pixels of each PNG), ' +
                'X-Inkcard-Renders-Left (today).',
              content: {
                'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
                'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
              },
            },
            '400': error('Not JSON, or fields of the wrong type (INVALID_JSON, VALIDATION_FAILED)'),
            '401': error('No token, or an unknown or revoked one (API_TOKEN_INVALID)'),
            '403': error('A browser sign-in token instead of an API token (API_TOKEN_SESSION)'),
            '413': error('A body over 3 MB (PAYLOAD_TOO_LARGE)'),
            '422': error(
              'A template, form or size the catalog does not have (TEMPLATE_UNKNOWN, FORM_UNSUPPORTED, ' +
                "SIZE_UNSUPPORTED), content or style the kind refuses (CARD_INVALID), or text the kind's parser " +
                'cannot read (TEXT_UNREADABLE): `issues` lists each problem with its line and message',
            ),
            '429': error('API_RATE_LIMITED or API_QUOTA_EXCEEDED; see Retry-After'),
            '503': error('RENDER_BUSY (the queue is full; see Retry-After) or RENDER_UNAVAILABLE (with a hint)'),
            '504': error('RENDER_TIMEOUT'),
          },
        },
      },
      '/api/v1/renders/{file}': {
        get: {
          operationId: 'getRender',
          summary: `A PNG an MCP answer linked to, kept ${RENDER_LINK_TTL_MS / 3_600_000} hours; no token needed (the id is unguessable)`,
          security: [],
          parameters: [
            {
              name: 'file',
              in: 'path',
              required: true,
              schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}\\.png$' },
            },
          ],
          responses: {
            '200': { description: 'The PNG', content: { 'image/png': {} } },
            '404': error('Unknown or expired (NOT_FOUND)'),
          },
        },
      },
      '/api/v1/openapi.json': {
        get: {
          operationId: 'openApi',
          summary: 'This document',
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1' } },
        },
      },
    },
  };
}

import { useTranslation } from 'react-i18next';
import { API_TOKEN_DAILY_RENDERS, API_TOKEN_RATE_PER_MINUTE, RENDER_LINK_TTL_MS } from '@inkcard/shared';
import { MAKER_KINDS, makerName } from '../../makers';

/** The render request's fields, in the order the reference lists them. */
const FIELDS = [
  'kind',
  'template',
  'lang',
  'text',
  'content',
  'style',
  'size',
  'form',
  'scale',
  'today',
  'image',
  'background',
] as const;

const CURL = `curl -X POST https://<your-inkcard>/api/v1/render \\
  -H "Authorization: Bearer ink_…" -H "Content-Type: application/json" \\
  -d '{"kind":"quote","template":"redBold","lang":"en","text":"Quote: Less, but better.\\nAuthor: Dieter Rams"}' \\
  -o card.png`;

const CLI = `npm run render -- --kind quote --template redBold --in quote.txt --out card.png
npm run render -- --kind article --template hotNews --pages --out pages/
cat note.txt | npm run render -- --kind xiaohongshu --template classic > note.zip
npm run render -- --server https://<your-inkcard> --token ink_… --kind quote --template literary --in q.txt --out q.png`;

const MCP = `{
  "mcpServers": {
    "inkcard": { "url": "https://<your-inkcard>/mcp", "headers": { "Authorization": "Bearer ink_…" } },
    "inkcard-local": { "command": "npm", "args": ["run", "--silent", "mcp"], "cwd": "/path/to/inkcard" }
  }
}`;

// Focusable: a keyboard user scrolls a long line sideways (axe: scrollable-region-focusable).
const code =
  'block overflow-x-auto rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 bg-gray-900 p-4 text-xs leading-relaxed text-gray-100 dark:bg-black/40';
const cell = 'border-t border-gray-200 px-3 py-2 align-top dark:border-white/10';

/**
 * The API reference at the end of the guide (issue 27): tokens, the two endpoints and their
 * answers, the command line and the MCP server, in the page's language. The machine-readable
 * version is /api/v1/openapi.json, generated from the same schemas.
 */
export function GuideApiReference() {
  const { t } = useTranslation();
  const limits = {
    perMinute: API_TOKEN_RATE_PER_MINUTE,
    perDay: API_TOKEN_DAILY_RENDERS,
    hours: RENDER_LINK_TTL_MS / 3_600_000,
  };
  // Every kind the API draws, from the makers' list (a new kind is listed here without an edit).
  const kinds = MAKER_KINDS.map((kind) => t('guide.api.kindEntry', { id: kind, name: t(makerName(kind)) })).join(
    t('guide.api.kindSeparator'),
  );
  return (
    <section id="guide-api" aria-labelledby="guide-api-title" className="scroll-mt-24">
      <h2 id="guide-api-title" className="flex items-center gap-3 text-2xl font-bold text-gray-900 dark:text-white">
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-gradient-to-br from-gray-500 to-gray-700 text-sm font-bold text-white">
          A
        </span>
        {t('guide.api.title')}
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">
        <p>{t('guide.api.lead')}</p>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{t('guide.api.tokensTitle')}</h3>
        <p>{t('guide.api.tokens', limits)}</p>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">GET /api/v1/templates</h3>
        <p>{t('guide.api.templates')}</p>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">POST /api/v1/render</h3>
        <p>{t('guide.api.render')}</p>
        <div className="overflow-x-auto rounded-2xl ring-1 ring-gray-200 dark:ring-white/10">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('guide.api.fieldsCaption')}</caption>
            <thead>
              <tr className="bg-gray-50 dark:bg-white/5">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('guide.api.field')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('guide.api.meaning')}
                </th>
              </tr>
            </thead>
            <tbody>
              {FIELDS.map((f) => (
                <tr key={f}>
                  <td className={`${cell} font-mono whitespace-nowrap`}>{f}</td>
                  <td className={cell}>{t(`guide.api.fields.${f}`, { kinds })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{t('guide.api.answer')}</p>
        <p>{t('guide.api.errors')}</p>
        <code className={code} style={{ whiteSpace: 'pre' }} tabIndex={0}>
          {CURL}
        </code>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{t('guide.api.cliTitle')}</h3>
        <p>{t('guide.api.cli')}</p>
        <code className={code} style={{ whiteSpace: 'pre' }} tabIndex={0}>
          {CLI}
        </code>
        <h3 className="text-lg font-semibold text-gray-900 dark:text-white">{t('guide.api.mcpTitle')}</h3>
        <p>{t('guide.api.mcp', limits)}</p>
        <code className={code} style={{ whiteSpace: 'pre' }} tabIndex={0}>
          {MCP}
        </code>
        <p>
          {t('guide.api.openapi')}{' '}
          <a href="/api/v1/openapi.json" className="font-medium text-indigo-600 underline dark:text-indigo-300">
            /api/v1/openapi.json
          </a>
        </p>
      </div>
    </section>
  );
}

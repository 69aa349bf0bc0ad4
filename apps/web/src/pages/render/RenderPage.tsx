import { Suspense, use, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Lang } from '@inkcard/card-engine';
import { KINDS } from '@inkcard/card-engine';
import { SAMPLE_LENGTHS, loadAnyTemplate, loadCardFonts, type AnyCardTemplate } from '@inkcard/card-templates';
import { TEMPLATES } from '@inkcard/card-templates/registry';
import { loadExporter } from '../../features/card-maker/export-loader';
import { renderPixelSize } from '../../features/card-maker/export-size';
import { readRenderState, renderTemplate } from '../../features/card-sample/render-state';
import { PoolRenderer } from './PoolRenderer';

/**
 * The render route (/render, not linked, noindex): one template drawn with its example, or with
 * text, content and style passed in, and nothing else on the page. The visual tests sweep the
 * registry through it; a server-side render API can use it the same way. With no `template`
 * parameter it lists every registered template.
 * Parameters: template, lang (zh|en), text, content (JSON), sample (one|short|medium|long|veryLong:
 * the example's text at that length), style (JSON, merged over the template's defaults), today
 * (YYYY-MM-DD, pins dates such as the blessing's default), scheme (light|dark: the system colour
 * scheme a template such as the coder card starts from; light), paged=1 (the paged form), export
 * (a PNG button at that scale), zip=1 (that button downloads every page as a ZIP) and preset=1 (it
 * sizes a ratio card as the maker does: 1080 px wide at the kind's scale).
 * With `pool=1` it is a warm page of the server's render pool instead (PoolRenderer): it draws the
 * card states the pool hands it, and `job` (a RenderPageJob as JSON) draws one from the URL.
 */
export function RenderPage() {
  const [params] = useSearchParams();
  if (params.get('pool') === '1') return <PoolRenderer job={params.get('job')} />;
  return <RouteRenderPage params={params} />;
}

/** The route's own form: one template drawn from its URL parameters, or the index. */
function RouteRenderPage({ params }: { params: URLSearchParams }) {
  const manifest = useMemo(() => renderTemplate(params), [params]);
  const query = params.toString();
  const preset = params.get('preset') === '1';
  return (
    <>
      <title>{manifest ? `${manifest.id} · Inkcard render` : 'Inkcard render'}</title>
      <meta name="robots" content="noindex, nofollow" />
      {manifest ? (
        // Nothing is drawn (and nothing marked ready) until the template's body has loaded.
        <Suspense fallback={null}>
          <RenderedCard manifest={manifest} params={params} query={query} />
        </Suspense>
      ) : (
        <RenderIndex />
      )}
      {manifest && (
        <ExportButton
          scale={Number(params.get('export'))}
          fileName={manifest.id}
          allPages={params.get('zip') === '1'}
          specScale={preset ? KINDS.find((k) => k.id === manifest.kind)?.exportScale : undefined}
        />
      )}
    </>
  );
}

/**
 * The card, marked ready once its body, fonts and images have loaded, and with the query it was
 * drawn from (a sweep that changes the URL in place waits for its own query, never a previous card).
 */
function RenderedCard({
  manifest,
  params,
  query,
}: {
  manifest: AnyCardTemplate;
  params: URLSearchParams;
  query: string;
}) {
  // A body already in is drawn at once (a sweep moving between templates shows no empty frame).
  const loaded = use(loadAnyTemplate(manifest));
  const state = useMemo(() => readRenderState(params, loaded), [params, loaded]);
  // Ready for this query once the fonts and images it needs have loaded.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const { template, lang, content, issues } = state;
  useEffect(() => {
    let cancelled = false;
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('[data-render-root] img'));
    // The font stylesheets first; a layout then starts the loads they describe, which fonts.ready awaits.
    const fonts = loadCardFonts().then(() => {
      void document.body.offsetHeight;
      return document.fonts.ready;
    });
    void Promise.all([fonts, ...images.map((img) => img.decode().catch(() => undefined))]).then(() => {
      if (!cancelled) setReadyFor(query);
    });
    return () => {
      cancelled = true;
    };
  }, [state, query]);
  if (!template) return null;
  if (!content) {
    return (
      <pre data-render-issues lang={lang}>
        {issues.map((i) => `${i.line}: ${i.key}${i.field ? ` (${i.field})` : ''}`).join('\n')}
      </pre>
    );
  }
  const { Component } = template;
  return (
    <div
      data-render-root
      data-render-ready={readyFor === query}
      data-render-query={query}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      className="inline-block"
    >
      <Component content={content as never} style={state.style as never} />
    </div>
  );
}

/** The template's font controls (selects drawn in their own fonts) as style key → every value. */
function fontControls(controls: AnyCardTemplate['controls']): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  for (const c of controls) {
    if (c.type === 'select' && c.previewFont) out[c.key] = [...new Set([...c.values, ...(c.secondary?.values ?? [])])];
  }
  return out;
}

/**
 * Every registered template, with its kind, canvas, export scale and font controls, linking to its
 * render; and the sample lengths. A template with a paged form is listed a second time in that
 * form (`data-form="pages"`, `data-params="paged=1"`: what to add to its render's query), so the
 * sweeps draw both forms.
 */
function RenderIndex() {
  // The paged form is drawn on 3:4 pages (templateInForm); its body need not be loaded to say so.
  const entries = TEMPLATES.flatMap((t) => [
    { template: t, form: 'card' as const, params: '', aspect: t.aspect },
    ...(t.hasPagedForm ? [{ template: t, form: 'pages' as const, params: 'paged=1', aspect: '3:4' as const }] : []),
  ]);
  return (
    <ul data-render-index data-sample-lengths={SAMPLE_LENGTHS.join(' ')}>
      {entries.map(({ template: t, form, params, aspect }) => (
        <li
          key={`${t.id}-${form}`}
          data-template={t.id}
          data-form={form}
          data-params={params}
          data-kind={t.kind}
          data-aspect={aspect}
          data-export-scale={KINDS.find((k) => k.id === t.kind)?.exportScale}
          data-fonts={JSON.stringify(fontControls(t.controls))}
        >
          {(['zh', 'en'] satisfies Lang[]).map((lng) => (
            <a
              key={lng}
              data-lang={lng}
              href={`/render?template=${encodeURIComponent(t.id)}&lang=${lng}${params ? `&${params}` : ''}`}
            >
              {t.id} {form === 'pages' ? '[pages] ' : ''}({lng})
            </a>
          ))}
        </li>
      ))}
    </ul>
  );
}

/**
 * With `export=1…4`: a button that downloads the rendered card (a carousel: its first page) as PNG;
 * with `zip=1` too, a carousel's every page as the maker's ZIP (01.png, 02.png…).
 */
function ExportButton({
  scale,
  fileName,
  allPages,
  specScale,
}: {
  scale: number;
  fileName: string;
  allPages: boolean;
  /** With `preset=1`: the kind's scale, for the maker's exact preset size (1080 × 1440 for 3:4). */
  specScale?: number;
}) {
  // A failed export is written on the button, so a test reports why instead of waiting for a file.
  const [error, setError] = useState('');
  if (!Number.isInteger(scale) || scale < 1 || scale > 4) return null;
  const run = async (): Promise<void> => {
    const root = document.querySelector('[data-render-root]');
    const node =
      root?.querySelector<HTMLElement>('[data-carousel-page]') ?? root?.querySelector<HTMLElement>('[data-card]');
    if (!node) return;
    const exporter = await loadExporter();
    const pages = Array.from(root?.querySelectorAll<HTMLElement>('[data-carousel-page]') ?? []);
    if (allPages && pages.length > 0) {
      const name = `${fileName.replace('/', '-')}.zip`;
      await exporter.downloadPagesZip(pages, { pixelRatio: scale, background: 'transparent', fileName: name });
      return;
    }
    // As the maker sizes it, with `preset=1`: a ratio canvas is 1080 px wide at the kind's scale.
    const box = node.getBoundingClientRect();
    const size = specScale ? renderPixelSize(box, node.getAttribute('data-canvas'), scale, specScale) : undefined;
    // Transparent: the route draws the card with its own corners, as the maker's transparent option does.
    const png = await exporter.toPng(node, { pixelRatio: scale, background: 'transparent', size });
    exporter.saveBlob(png, `${fileName.replace('/', '-')}.png`);
  };
  return (
    <button
      type="button"
      data-render-export
      data-export-error={error || undefined}
      onClick={() => {
        setError('');
        run().catch((err: unknown) => setError(String(err)));
      }}
      style={{ display: 'block', marginTop: 8 }}
    >
      PNG
    </button>
  );
}

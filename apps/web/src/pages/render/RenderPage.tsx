import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import '@inkcard/card-templates/fonts.css';
import type { Lang } from '@inkcard/card-engine';
import { SAMPLE_LENGTHS, TEMPLATES, templateInForm } from '@inkcard/card-templates';
import { readRenderState, type RenderState } from './render-state';

/**
 * The render route (/render, not linked, noindex): one template drawn with its example, or with
 * text, content and style passed in, and nothing else on the page. The visual tests sweep the
 * registry through it; a server-side render API can use it the same way. With no `template`
 * parameter it lists every registered template.
 * Parameters: template, lang (zh|en), text, content (JSON), sample (one|short|medium|long|veryLong:
 * the example's text at that length), style (JSON, merged over the template's defaults), today
 * (YYYY-MM-DD, pins dates such as the blessing's default), scheme (light|dark: the system colour
 * scheme a template such as the coder card starts from; light).
 */
export function RenderPage() {
  const [params] = useSearchParams();
  const state = useMemo(() => readRenderState(params), [params]);
  const query = params.toString();
  return (
    <>
      <title>{state.template ? `${state.template.id} · Inkcard render` : 'Inkcard render'}</title>
      <meta name="robots" content="noindex, nofollow" />
      {state.template ? <RenderedCard state={state} query={query} /> : <RenderIndex />}
    </>
  );
}

/**
 * The card, marked ready once its fonts and images have loaded, and with the query it was drawn
 * from (a sweep that changes the URL in place waits for its own query, never a previous card).
 */
function RenderedCard({ state, query }: { state: RenderState; query: string }) {
  // Ready for this query once the fonts and images it needs have loaded.
  const [readyFor, setReadyFor] = useState<string | null>(null);
  const { template, lang, content, issues } = state;
  useEffect(() => {
    let cancelled = false;
    const images = Array.from(document.querySelectorAll<HTMLImageElement>('[data-render-root] img'));
    void Promise.all([document.fonts.ready, ...images.map((img) => img.decode().catch(() => undefined))]).then(() => {
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

/**
 * Every registered template, with its kind and canvas, linking to its render, and the sample
 * lengths. A template with a paged form is listed a second time in that form (`data-form="pages"`,
 * `data-params="paged=1"`: what to add to its render's query), so the sweeps draw both forms.
 */
function RenderIndex() {
  const entries = TEMPLATES.flatMap((t) => [
    { template: t, form: 'card' as const, params: '' },
    ...(t.pagedForm ? [{ template: templateInForm(t, 'pages'), form: 'pages' as const, params: 'paged=1' }] : []),
  ]);
  return (
    <ul data-render-index data-sample-lengths={SAMPLE_LENGTHS.join(' ')}>
      {entries.map(({ template: t, form, params }) => (
        <li
          key={`${t.id}-${form}`}
          data-template={t.id}
          data-form={form}
          data-params={params}
          data-kind={t.kind}
          data-aspect={t.aspect}
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

/** What a page's head says about it, beyond what index.html says about the whole site. */
export interface PageHead {
  /** The document title, already including the site's name; index.html's when absent. */
  title?: string;
  /** index.html's when absent. */
  description?: string;
  /** `zh` or `en`: the page's language; index.html's when absent. */
  lang?: 'zh' | 'en';
  /** Whether search engines may index the page. */
  indexable: boolean;
  /** Open Graph and Twitter card data, for link previews in chat apps; none for a page without. */
  preview?: {
    /** The page's absolute URL. */
    url: string;
    /** The preview image's absolute URL, its size in pixels and its description. */
    image?: { url: string; width: number | null; height: number | null; alt: string };
  };
}

/**
 * Escapes text for an HTML attribute or element.
 * @param text - any text
 * @returns the text with &, <, >, " and ' escaped
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * The SPA's index.html with another head: its title, description and language replaced, and
 * robots, canonical, Open Graph and Twitter card tags added. Link previews (chat apps, social
 * sites) read only this: their fetchers run no JavaScript. No script is added, so the page's CSP
 * script hashes still hold.
 * @param html - the built index.html
 * @param head - what to say
 * @returns the page
 */
export function withPageHead(html: string, head: PageHead): string {
  const tags: string[] = [];
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  const { preview, title = '', description = '' } = head;
  if (preview) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', '墨卡 Inkcard'),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
      meta('property', 'og:url', preview.url),
      meta('property', 'og:locale', head.lang === 'zh' ? 'zh_CN' : 'en_US'),
      meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
    );
    const { image } = preview;
    if (image) {
      tags.push(
        meta('property', 'og:image', image.url),
        meta('property', 'og:image:type', 'image/jpeg'),
        ...(image.width ? [meta('property', 'og:image:width', String(image.width))] : []),
        ...(image.height ? [meta('property', 'og:image:height', String(image.height))] : []),
        meta('property', 'og:image:alt', image.alt),
        meta('name', 'twitter:image', image.url),
        meta('name', 'twitter:image:alt', image.alt),
      );
    }
  }
  let page = html;
  if (head.lang) page = page.replace(/<html lang="[^"]*"/, `<html lang="${head.lang === 'zh' ? 'zh-CN' : 'en'}"`);
  if (head.title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    page = page.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      meta('name', 'description', description),
    );
  }
  return page.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

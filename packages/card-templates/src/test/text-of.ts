/**
 * The visible text of server-rendered card HTML: tags removed, entities decoded, spaces
 * collapsed, so a test can look for a sentence that the typesetting split into runs.
 * @param html - renderToString output
 * @returns the text
 */
export function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}

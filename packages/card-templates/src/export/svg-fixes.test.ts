import { describe, expect, it } from 'vitest';
import { withExactSizes, withLanguage } from './svg-fixes';

/** An SVG data URL shaped like snapdom's: header, class style sheet, container, clone. */
function snapdomUrl(css: string, body: string): string {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="533" viewBox="0 0 400 533">' +
    `<foreignObject x="0" y="0" width="400" height="533"><style xmlns="http://www.w3.org/1999/xhtml">${css}</style>` +
    `<div xmlns="http://www.w3.org/1999/xhtml" style="width: 400px; height: 533px;">${body}</div>` +
    '</foreignObject></svg>';
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
const svgOf = (url: string): string => decodeURIComponent(url.slice(url.indexOf(',') + 1));

describe('withLanguage', () => {
  it('puts the preview’s language on the container, so Chinese punctuation keeps its Chinese glyphs', () => {
    const url = withLanguage(snapdomUrl('', '<p>行到——人生…</p>'), 'zh-CN');
    expect(svgOf(url)).toContain('<div xmlns="http://www.w3.org/1999/xhtml" lang="zh-CN" style=');
    expect(svgOf(url)).toContain('<p>行到——人生…</p>');
  });

  it('leaves the SVG alone without a language', () => {
    const url = snapdomUrl('', '<p>x</p>');
    expect(withLanguage(url, '')).toBe(url);
  });
});

describe('withExactSizes', () => {
  it('gives a pill back the width its items need (6 significant digits lost 1/64 px)', () => {
    const css =
      '.c2{display:flex;flex-wrap:wrap;width:201.656px;inline-size:201.656px;height:36.7812px}.c9{width:59.2969px}';
    const out = svgOf(withExactSizes(snapdomUrl(css, '<div class="c2">Inkcard</div>')));
    expect(out).toContain(
      '.c2{display:flex;flex-wrap:wrap;width:201.65625px;inline-size:201.65625px;height:36.78125px}',
    );
    expect(out).toContain('.c9{width:59.296875px}');
  });

  it('leaves other lengths and the card’s own text untouched', () => {
    const css =
      '.c1{line-height:51.04px;padding-top:6.4px;min-height:10.0001px;perspective-origin:100.828px 18.3906px}';
    const text = 'width:201.656px; &lt;style&gt;.x{width:1.23px}';
    const out = svgOf(withExactSizes(snapdomUrl(css, `<p>${text}</p>`)));
    expect(out).toContain(
      '.c1{line-height:51.04px;padding-top:6.4px;min-height:10px;perspective-origin:100.828px 18.3906px}',
    );
    expect(out).toContain(`<p>${text}</p>`);
  });
});

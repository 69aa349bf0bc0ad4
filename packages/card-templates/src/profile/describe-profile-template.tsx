import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { canvasHeight, PROFILE_CANVASES, profileKind, type ProfileContent } from '@inkcard/card-engine';
import type { LoadedTemplate } from '../template';
import { textOf } from '../test/text-of';

const PHOTO = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * The tests every profile template shares: both examples parse without warnings and render with
 * their name; markup in the text stays text; the photo shows (or initials stand in) where the
 * template draws one; every skill of a long list is drawn; the size control is offered and a
 * chosen size makes the card exactly that canvas.
 * @param name - the template's id, for the report
 * @param template - the registered template
 */
export function describeProfileTemplate(name: string, template: LoadedTemplate<'profile'>): void {
  // Whether the design has a photo: its parser keeps one (the coder card writes text only).
  const showsPhoto = template.parseOptions?.shows?.includes('photo') ?? true;
  const render = (content: ProfileContent) =>
    renderToString(<template.Component content={content} style={template.styleDefaults} />);

  describe(name, () => {
    it.each(['zh', 'en'] as const)('renders the %s example, every line of it used', (lng) => {
      const res = profileKind.parse(template.examples[lng], template.parseOptions);
      expect(res.ok).toBe(true);
      if (!res.ok) return;
      expect(res.warnings).toBeUndefined();
      const html = render(res.content);
      expect(html).toContain(`data-card="${template.id}"`);
      expect(textOf(html)).toContain(res.content.name);
      // Line ends are kept together by the card layer's runs, never by invisible characters that
      // a copy of the card's text would carry.
      expect(html).not.toMatch(/[\u2060\u200b\u00a0]/);
    });
    it('draws a name alone as a name card (a poster), and a full profile as before', () => {
      expect(render({ name: '林晓雨' })).toContain('data-poster=""');
      expect(render({ name: 'Alex Chen', title: 'Designer' })).toContain('data-poster=""');
      const res = profileKind.parse(template.examples.zh, template.parseOptions);
      if (!res.ok) throw new Error('the example does not parse');
      expect(render(res.content)).not.toContain('data-poster');
    });
    it('offers every profile size, as tall as its content by default, and draws a chosen size at its height', () => {
      const size = template.controls.find((c) => c.key === 'canvas');
      expect(size).toMatchObject({ type: 'segmented', label: 'canvas', options: 'canvases', values: PROFILE_CANVASES });
      expect(template.styleDefaults.canvas).toBe('auto');
      const res = profileKind.parse(template.examples.en, template.parseOptions);
      if (!res.ok) throw new Error('the example does not parse');
      expect(render(res.content)).toContain('data-canvas="auto"');
      const width = template.styleDefaults.cardWidth;
      const html = renderToString(
        <template.Component content={res.content} style={{ ...template.styleDefaults, canvas: '3:4' }} />,
      );
      expect(html).toContain('data-canvas="3:4"');
      expect(html).toContain(`min-height:${canvasHeight(width, '3:4')}px`);
    });
    it('draws a short profile on a size preset larger, and a long one or any auto card at its sizes', () => {
      const at = (content: ProfileContent, canvas: (typeof PROFILE_CANVASES)[number]) =>
        renderToString(<template.Component content={content} style={{ ...template.styleDefaults, canvas }} />);
      // The whole card's size follows the fit's --grow (see shortProfileBoost) only on a preset.
      const grows = (html: string) => /font-size:calc\([^;]*var\(--grow/.test(html);
      for (const content of [
        { name: '林晓雨', bio: '喜欢画画和咖啡的设计师' },
        { name: 'Alex Chen', skills: ['Illustration', 'Branding'] },
      ]) {
        expect(grows(at(content, '3:4'))).toBe(true);
        expect(grows(at(content, '9:16'))).toBe(true);
        expect(grows(at(content, 'auto'))).toBe(false);
      }
      const long: ProfileContent = {
        name: '林晓雨',
        title: '产品设计师',
        bio: '喜欢把复杂的事情做简单，做过电商、教育和效率工具的设计，相信好的设计会自己说话。'.repeat(2),
        skills: ['用户研究', '交互设计', 'Figma', '设计系统'],
        email: 'xiaoyu@inkcard.cn',
      };
      for (const canvas of PROFILE_CANVASES) expect(grows(at(long, canvas))).toBe(false);
    });
    it('shows markup in the text as text', () => {
      const html = render({
        name: '<script>alert(1)</script>',
        title: '<b>x</b>',
        bio: '<img src=x onerror=alert(1)>',
      });
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(textOf(html)).toContain('<script>alert(1)</script>');
    });
    if (showsPhoto) {
      it('draws the photo it is given, or the initials without one', () => {
        expect(render({ name: 'Alex Chen', photo: PHOTO })).toContain(`src="${PHOTO}"`);
        const initials = render({ name: 'Alex Chen' });
        expect(initials).toContain('data-photo-initials');
        expect(initials).toContain('>AC<');
        expect(render({ name: '林晓雨' })).toContain('>林<');
      });
    }
    it('draws every skill of a long list', () => {
      const skills = Array.from({ length: 40 }, (_, i) => `skill-${i}`);
      const html = render({ name: 'A', skills });
      for (const s of skills) expect(textOf(html)).toContain(s);
    });
  });
}

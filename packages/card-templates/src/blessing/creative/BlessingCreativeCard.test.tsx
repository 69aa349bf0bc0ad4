import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { blessingKind } from '@inkcard/card-engine';
import { loadTemplate } from '../../template';
import manifest from './template';
import { textOf } from '../../test/text-of';

const template = await loadTemplate(manifest);

describe('BlessingCreativeCard', () => {
  it.each(['zh', 'en'] as const)('renders the %s example on a 3:4 canvas', (lng) => {
    const res = blessingKind.parse(template.examples[lng]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const html = renderToString(<template.Component content={res.content} style={template.styleDefaults} />);
    expect(html).toContain('data-card="blessing/creative"');
    expect(textOf(html)).toContain(res.content.festival);
    expect(html).toMatch(/width:360px;min-height:480px/);
    expect(html).toContain('data-canvas="3:4"');
  });
});

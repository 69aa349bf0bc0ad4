import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { parseBlessing } from '@inkcard/card-engine';
import { blessingCreativeCardTemplate as template } from './index';

describe('BlessingCreativeCard', () => {
  it.each(['zh', 'en'] as const)('renders the %s example at 9:16', (lng) => {
    const res = parseBlessing(template.examples[lng]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const html = renderToString(<template.Component content={res.content} style={template.manifest.styleDefaults} />);
    expect(html).toContain('data-card="blessing/creative"');
    expect(html).toContain(res.content.festival);
    expect(html).toMatch(/width:360px;height:640px/);
  });
});

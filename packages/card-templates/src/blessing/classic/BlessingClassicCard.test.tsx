import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { blessingKind } from '@inkcard/card-engine';
import template from './template';

describe('BlessingClassicCard', () => {
  it.each(['zh', 'en'] as const)('renders the %s example at 9:16', (lng) => {
    const res = blessingKind.parse(template.examples[lng]);
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const html = renderToString(<template.Component content={res.content} style={template.styleDefaults} />);
    expect(html).toContain('data-card="blessing/classic"');
    expect(html).toContain(res.content.festival);
    expect(html).toMatch(/width:360px;height:640px/);
  });
});

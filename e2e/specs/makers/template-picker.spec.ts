import { test, expect, presetUi } from '../../fixtures/app';
import { MAKER_ROUTES } from '../../fixtures/routes';

// A phone, a tablet, a small laptop (the makers' three columns begin at 1024 px), the most common
// laptop and a wide screen. At 1366 px three picker columns in the 24rem side column had pushed
// "Interview" and "Concepts" past their cards' edges; at 320 px two columns had broken them.
const WIDTHS = [320, 375, 768, 1024, 1280, 1366, 1920];

for (const language of ['en', 'zh'] as const) {
  test(`[MAKER][PICKER]: every template's name and description stay inside its card at every width (${language})`, async ({
    page,
    consoleErrors,
  }) => {
    await presetUi(page, { language });
    const problems: string[] = [];
    for (const path of MAKER_ROUTES) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto(path);
      const cards = page.locator('fieldset label:has(input[type="radio"][value*="/"])');
      await expect(cards.first()).toBeVisible();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const found = await cards.evaluateAll((labels) =>
          labels.flatMap((label) => {
            const box = label.getBoundingClientRect();
            const value = label.querySelector('input')?.value ?? '?';
            const texts = Array.from(label.querySelectorAll<HTMLElement>('span:not([aria-hidden]) > span'));
            return texts
              .filter((span) => getComputedStyle(span).position !== 'absolute')
              .flatMap((span) => {
                // Every line box of the text, so a word that crosses the edge is caught even in a
                // span that is itself inside the card.
                const range = document.createRange();
                range.selectNodeContents(span);
                const out = Array.from(range.getClientRects()).some(
                  (r) => r.width > 0 && (r.left < box.left || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5),
                );
                if (out) return [`${value} “${span.textContent}” crosses the card's edge`];
                // Nor is a Latin word broken across two lines to stay inside ("Intervie-w").
                const node = span.firstChild;
                if (!(node instanceof Text)) return [];
                const broken = Array.from(node.data.matchAll(/[A-Za-z][A-Za-z'’-]*/g)).filter((m) => {
                  range.setStart(node, m.index);
                  range.setEnd(node, m.index + m[0].length);
                  return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size > 1;
                });
                return broken.map((m) => `${value} breaks “${m[0]}”`);
              });
          }),
        );
        for (const f of found) problems.push(`${path} at ${width} px: ${f}`);
      }
    }
    expect(problems).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCardState, serializeCardState, type CardState } from '@inkcard/card-engine';
import { QUOTE_TEMPLATES } from '@inkcard/card-templates/kinds/quote';
import { BLESSING_TEMPLATES } from '@inkcard/card-templates/kinds/blessing';
import {
  HISTORY_LIMIT,
  HISTORY_PAUSE_MS,
  assistShown,
  canRedo,
  canUndo,
  initialMakerState,
  isDirty,
  reduceMaker,
  type MakerAction,
  type MakerRules,
  type MakerState,
} from './maker-state';

const LIVE: MakerRules = {
  input: 'text',
  parseMode: 'live',
  liveAfterGenerate: false,
  keepTextOnTemplateChange: false,
  delaysTemplateParse: false,
};
const ARTICLE: MakerRules = { ...LIVE, parseMode: 'button', delaysTemplateParse: true };
const NOTE: MakerRules = { ...LIVE, parseMode: 'button', liveAfterGenerate: true, keepTextOnTemplateChange: true };
const FORM: MakerRules = { ...LIVE, input: 'form' };

const [fashion, redBold] = QUOTE_TEMPLATES;
const FASHION_EXAMPLE = 'Quote: Fashion example\nAuthor: A';
const RED_EXAMPLE = 'Quote: Red example\nAuthor: B';

function quoteCard(over: Partial<CardState<'quote'>> = {}): CardState<'quote'> {
  return {
    v: 1,
    kind: 'quote',
    template: fashion!.id,
    lang: 'en',
    form: 'card',
    text: FASHION_EXAMPLE,
    content: null,
    style: fashion!.styleDefaults,
    scale: 3,
    image: null,
    ...over,
  };
}

/** Runs actions through the reducer, each a second after the last unless it says when. */
function run<K extends 'quote' | 'blessing'>(
  rules: MakerRules,
  state: MakerState<K>,
  ...actions: MakerAction<K>[]
): MakerState<K> {
  return actions.reduce((s, a) => reduceMaker(rules, s, a), state);
}

const chooseRed = (at: number, untouched = [FASHION_EXAMPLE]): MakerAction<'quote'> => ({
  type: 'template',
  template: redBold!.id,
  example: RED_EXAMPLE,
  untouched,
  onSelect: 'defaults',
  startingStyle: redBold!.styleDefaults,
  at,
});

describe('reduceMaker: typing', () => {
  it('sets the text, arms a waiting live maker, and draws only after the pause (parse)', () => {
    let s = initialMakerState(LIVE, quoteCard(), false);
    expect(s.parsedText).toBeNull();
    s = run(LIVE, s, { type: 'type', text: 'Quote: Mine', at: 1 });
    expect(s.card.text).toBe('Quote: Mine');
    expect(s.followsTyping).toBe(true);
    expect(s.parsedText).toBeNull();
    s = run(LIVE, s, { type: 'parse' });
    expect(s.parsedText).toBe('Quote: Mine');
  });

  it('is one undo step per pause', () => {
    let s = initialMakerState(LIVE, quoteCard(), true);
    s = run(
      LIVE,
      s,
      { type: 'type', text: 'Q', at: 1000 },
      { type: 'type', text: 'Qu', at: 1200 },
      { type: 'type', text: 'Quo', at: 1400 },
      { type: 'type', text: 'Quo!', at: 1400 + HISTORY_PAUSE_MS + 1 },
    );
    expect(s.history.past).toHaveLength(2);
    s = run(LIVE, s, { type: 'undo' });
    expect(s.card.text).toBe('Quo');
    s = run(LIVE, s, { type: 'undo' });
    expect(s.card.text).toBe(FASHION_EXAMPLE);
    expect(canUndo(s)).toBe(false);
  });

  it('does not follow typing in a button maker until generate', () => {
    let s = initialMakerState(ARTICLE, quoteCard(), false);
    s = run(ARTICLE, s, { type: 'type', text: 'Title: x', at: 1 }, { type: 'parse' });
    expect(s.parsedText).toBeNull();
    s = run(ARTICLE, s, { type: 'generate' });
    expect(s.parsedText).toBe('Title: x');
    s = run(ARTICLE, s, { type: 'type', text: 'Title: y', at: 2 }, { type: 'parse' });
    expect(s.parsedText).toBe('Title: x');
  });

  it('follows typing in a note maker once generated', () => {
    let s = initialMakerState(NOTE, quoteCard(), false);
    s = run(NOTE, s, { type: 'generate' }, { type: 'type', text: 'Title: z', at: 1 }, { type: 'parse' });
    expect(s.parsedText).toBe('Title: z');
  });
});

describe('reduceMaker: a form maker’s fields', () => {
  it('edits a field, one undo step per field and pause', () => {
    const content = { festival: 'F', blessing: 'B', signer: 'S', date: 'D', icon: 'gift' } as const;
    let s = initialMakerState(FORM, quoteCard({ content: content as never }), true);
    s = run(
      FORM,
      s,
      { type: 'content', content: { ...content, festival: 'Fe' } as never, at: 1000 },
      { type: 'content', content: { ...content, festival: 'Fes' } as never, at: 1100 },
      { type: 'content', content: { ...content, festival: 'Fes', signer: 'Ann' } as never, at: 1200 },
    );
    expect(s.card.content).toMatchObject({ festival: 'Fes', signer: 'Ann' });
    expect(s.history.past).toHaveLength(2);
    s = run(FORM, s, { type: 'undo' });
    expect(s.card.content).toMatchObject({ festival: 'Fes', signer: 'S' });
    s = run(FORM, s, { type: 'undo' });
    expect(s.card.content).toEqual(content);
    // Generate and the parse pause mean nothing to a form maker.
    expect(run(FORM, s, { type: 'generate' }, { type: 'parse' })).toBe(s);
  });
});

describe('reduceMaker: template change (issue 25 over spec §4)', () => {
  it('keeps the visitor’s own text, draws it in the new template, and is undoable', () => {
    let s = initialMakerState(LIVE, quoteCard(), true);
    s = run(LIVE, s, { type: 'type', text: 'Quote: Mine', at: 1 }, { type: 'parse' }, chooseRed(5000));
    expect(s.card.template).toBe(redBold!.id);
    expect(s.card.text).toBe('Quote: Mine');
    expect(s.parsedText).toBe('Quote: Mine');
    expect(s.card.style).toEqual(redBold!.styleDefaults);
    s = run(LIVE, s, { type: 'undo' });
    expect(s.card.template).toBe(fashion!.id);
    expect(s.card.style).toEqual(fashion!.styleDefaults);
    expect(s.card.text).toBe('Quote: Mine');
  });

  it('loads the example in place of an untouched example or an empty text', () => {
    const untouched = run(LIVE, initialMakerState(LIVE, quoteCard(), true), chooseRed(1));
    expect(untouched.card.text).toBe(RED_EXAMPLE);
    expect(untouched.parsedText).toBe(RED_EXAMPLE);
    const empty = run(LIVE, initialMakerState(LIVE, quoteCard({ text: '  \n' }), true), chooseRed(1));
    expect(empty.card.text).toBe(RED_EXAMPLE);
    // The profile's first example waits for generate; a template is chosen to be seen, so it draws.
    const waiting = run(LIVE, initialMakerState(LIVE, quoteCard(), false), chooseRed(1));
    expect(waiting.parsedText).toBe(RED_EXAMPLE);
    expect(waiting.followsTyping).toBe(true);
  });

  it('merges a template’s onSelect over the style instead of replacing it', () => {
    const s = run(LIVE, initialMakerState(LIVE, quoteCard(), true), {
      ...chooseRed(1),
      onSelect: { cardWidth: 555 } as never,
    } as MakerAction<'quote'>);
    expect(s.card.style).toEqual({ ...fashion!.styleDefaults, cardWidth: 555 });
  });

  it('delays the example’s draw where the maker asks (articles) and keeps the old card meanwhile', () => {
    let s = initialMakerState(ARTICLE, quoteCard(), false);
    s = run(ARTICLE, s, { type: 'generate' }, chooseRed(1));
    expect(s.card.text).toBe(RED_EXAMPLE);
    expect(s.parsedText).toBe(FASHION_EXAMPLE);
    expect(s.parseDue).toBe(true);
    s = run(ARTICLE, s, { type: 'parse' });
    expect(s.parsedText).toBe(RED_EXAMPLE);
    expect(s.parseDue).toBe(false);
  });

  it('never loads an example where templates are only looks (notes)', () => {
    const s = run(NOTE, initialMakerState(NOTE, quoteCard({ text: '' }), false), chooseRed(1));
    expect(s.card.text).toBe('');
    expect(s.card.template).toBe(redBold!.id);
  });

  it('keeps a form maker’s content', () => {
    const content = { festival: 'F', blessing: 'B', signer: 'S', date: 'D', icon: 'gift' } as const;
    const [classic, creative] = BLESSING_TEMPLATES;
    const card: CardState<'blessing'> = {
      ...quoteCard(),
      kind: 'blessing',
      template: classic!.id,
      text: '',
      content,
      style: classic!.styleDefaults,
    } as never;
    const s = run(FORM, initialMakerState(FORM, card, true), {
      type: 'template',
      template: creative!.id,
      example: { ...content, festival: 'Example' },
      untouched: [],
      onSelect: 'defaults',
      startingStyle: creative!.styleDefaults,
      at: 1,
    });
    expect(s.card.content).toEqual(content);
    expect(s.card.style).toEqual(creative!.styleDefaults);
  });
});

describe('reduceMaker: replacing actions', () => {
  it('use example replaces the text, draws it at once, and undo gives the text back', () => {
    let s = initialMakerState(ARTICLE, quoteCard({ text: 'Title: mine' }), false);
    s = run(ARTICLE, s, { type: 'example', example: FASHION_EXAMPLE, at: 1 });
    expect(s.card.text).toBe(FASHION_EXAMPLE);
    expect(s.parsedText).toBe(FASHION_EXAMPLE);
    s = run(ARTICLE, s, { type: 'undo' });
    expect(s.card.text).toBe('Title: mine');
    expect(s.parsedText).toBeNull();
    s = run(ARTICLE, s, { type: 'redo' });
    expect(s.card.text).toBe(FASHION_EXAMPLE);
  });

  it('use example in a form maker fills the content', () => {
    const content = { festival: 'F' } as never;
    const s = run(FORM, initialMakerState(FORM, quoteCard({ content: null }), true), {
      type: 'example',
      example: content,
      at: 1,
    } as MakerAction<'quote'>);
    expect(s.card.content).toBe(content);
  });

  it('clear empties the text: a button maker hides its card, a live one shows its blank message', () => {
    const button = run(ARTICLE, initialMakerState(ARTICLE, quoteCard(), true), { type: 'clear', at: 1 });
    expect(button.card.text).toBe('');
    expect(button.parsedText).toBeNull();
    const live = run(LIVE, initialMakerState(LIVE, quoteCard(), true), { type: 'clear', at: 1 });
    expect(live.parsedText).toBe('');
    expect(run(ARTICLE, button, { type: 'undo' }).parsedText).toBe(FASHION_EXAMPLE);
  });

  it('smart paste and AI replace the text, offer the original back until the text changes', () => {
    let s = initialMakerState(LIVE, quoteCard({ text: 'plain words' }), true);
    s = run(LIVE, s, {
      type: 'assist',
      by: 'smart',
      original: 'plain words',
      text: 'Quote: plain',
      truncated: false,
      at: 1,
    });
    expect(s.card.text).toBe('Quote: plain');
    expect(s.parsedText).toBe('Quote: plain');
    expect(assistShown(s)).toMatchObject({ by: 'smart', original: 'plain words' });
    // Back to the original: the text returns, the note goes.
    const back = run(LIVE, s, { type: 'restoreOriginal', at: 2 });
    expect(back.card.text).toBe('plain words');
    expect(assistShown(back)).toBeNull();
    // Any other change to the text (a new paste) ends the way back: it can no longer destroy it.
    const edited = run(LIVE, s, { type: 'type', text: 'a whole new text', at: 3 });
    expect(assistShown(edited)).toBeNull();
    expect(run(LIVE, edited, { type: 'restoreOriginal', at: 4 }).card.text).toBe('a whole new text');
    // Undo takes the paste back too.
    expect(run(LIVE, s, { type: 'undo' }).card.text).toBe('plain words');
  });

  it('keeps what smart paste found no place for, for the note to list', () => {
    const s = run(LIVE, initialMakerState(LIVE, quoteCard({ text: 'Bio\nEducation' }), true), {
      type: 'assist',
      by: 'smart',
      original: 'Bio\nEducation',
      text: 'Quote: Bio',
      truncated: false,
      leftOut: ['Education'],
      at: 1,
    });
    expect(assistShown(s)).toMatchObject({ by: 'smart', leftOut: ['Education'] });
  });

  it('an assist answer for a text that has changed since is not applied', () => {
    const s = initialMakerState(LIVE, quoteCard({ text: 'new' }), true);
    expect(run(LIVE, s, { type: 'assist', by: 'ai', original: 'old', text: 'Quote: x', truncated: false, at: 1 })).toBe(
      s,
    );
  });

  it('keep closes the note without touching the text', () => {
    let s = initialMakerState(LIVE, quoteCard({ text: 'a' }), true);
    s = run(LIVE, s, { type: 'assist', by: 'ai', original: 'a', text: 'Quote: a', truncated: false, at: 1 });
    s = run(LIVE, s, { type: 'keepAssist' });
    expect(s.assist).toBeNull();
    expect(s.card.text).toBe('Quote: a');
  });

  it('while AI streams the editor is read-only and nothing replaces the text', () => {
    let s = run(LIVE, initialMakerState(LIVE, quoteCard({ text: 'a' }), true), { type: 'type', text: 'ab', at: 1 });
    s = run(LIVE, s, { type: 'streamStart' });
    for (const a of [
      { type: 'type', text: 'typed meanwhile', at: 2 },
      { type: 'example', example: FASHION_EXAMPLE, at: 3 },
      { type: 'clear', at: 4 },
      { type: 'undo' },
    ] as MakerAction<'quote'>[]) {
      expect(run(LIVE, s, a)).toBe(s);
    }
    expect(canUndo(s)).toBe(false);
    s = run(LIVE, s, { type: 'streamEnd' });
    expect(canUndo(s)).toBe(true);
  });
});

describe('reduceMaker: style, image and view choices', () => {
  it('coalesces a slider’s drag into one step, separate from another control', () => {
    const base = fashion!.styleDefaults;
    let s = initialMakerState(LIVE, quoteCard(), true);
    s = run(
      LIVE,
      s,
      { type: 'style', style: { ...base, cardWidth: 410 }, at: 1000 },
      { type: 'style', style: { ...base, cardWidth: 420 }, at: 1100 },
      { type: 'style', style: { ...base, cardWidth: 420, fontSize: 1.6 }, at: 1200 },
    );
    expect(s.history.past).toHaveLength(2);
    s = run(LIVE, s, { type: 'undo' });
    expect(s.card.style).toEqual({ ...base, cardWidth: 420 });
    s = run(LIVE, s, { type: 'undo' });
    expect(s.card.style).toEqual(base);
  });

  it('reset style is one step', () => {
    const base = fashion!.styleDefaults;
    let s = initialMakerState(LIVE, quoteCard({ style: { ...base, cardWidth: 500 } }), true);
    s = run(LIVE, s, { type: 'resetStyle', style: base, at: 1 });
    expect(s.card.style).toEqual(base);
    expect(run(LIVE, s, { type: 'undo' }).card.style.cardWidth).toBe(500);
  });

  it('records a new picture; the form and scale are choices, not edits', () => {
    let s = initialMakerState(LIVE, quoteCard(), true);
    s = run(LIVE, s, { type: 'image', image: 'data:image/jpeg;base64,AAAA', at: 1 });
    expect(s.history.past).toHaveLength(1);
    s = run(LIVE, s, { type: 'form', form: 'pages' }, { type: 'scale', scale: 4 });
    expect(s.history.past).toHaveLength(1);
    s = run(LIVE, s, { type: 'undo' });
    expect(s.card).toMatchObject({ image: null, form: 'pages', scale: 4 });
  });

  it('a change to the same value is no step at all', () => {
    const s = initialMakerState(LIVE, quoteCard(), true);
    expect(run(LIVE, s, { type: 'type', text: s.card.text, at: 1 })).toBe(s);
    expect(run(LIVE, s, { type: 'style', style: { ...s.card.style }, at: 1 }).history.past).toHaveLength(0);
  });
});

describe('reduceMaker: load, dirty flag and history bounds', () => {
  it('loads a whole card, drawn at once, undoable, and not dirty until changed', () => {
    let s = initialMakerState(ARTICLE, quoteCard(), false);
    s = run(ARTICLE, s, { type: 'type', text: 'mine', at: 1 });
    expect(isDirty(s)).toBe(true);
    const saved = quoteCard({ template: redBold!.id, text: 'Quote: saved', style: redBold!.styleDefaults, scale: 4 });
    s = run(ARTICLE, s, { type: 'load', card: saved, at: 5000 });
    expect(s.card).toEqual(saved);
    expect(s.parsedText).toBe('Quote: saved');
    expect(isDirty(s)).toBe(false);
    s = run(ARTICLE, s, { type: 'type', text: 'Quote: saved!', at: 6000 });
    expect(isDirty(s)).toBe(true);
    s = run(ARTICLE, s, { type: 'markSaved' });
    expect(isDirty(s)).toBe(false);
    s = run(ARTICLE, s, { type: 'undo' }, { type: 'undo' });
    expect(s.card.text).toBe('mine');
  });

  it('a card made in another interface language is the same card (the language is not an edit)', () => {
    const s = initialMakerState(LIVE, quoteCard(), true);
    expect(isDirty({ ...s, card: { ...s.card, lang: 'zh' } })).toBe(false);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps, and a new change drops the redo steps`, () => {
    let s = initialMakerState(LIVE, quoteCard(), true);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++)
      s = run(LIVE, s, { type: 'clear', at: i }, { type: 'type', text: `t${i}`, at: i });
    expect(s.history.past).toHaveLength(HISTORY_LIMIT);
    s = run(LIVE, s, { type: 'undo' });
    expect(canRedo(s)).toBe(true);
    s = run(LIVE, s, { type: 'type', text: 'fresh', at: 10_000 });
    expect(canRedo(s)).toBe(false);
  });

  it('undo and redo with nothing to do change nothing', () => {
    const s = initialMakerState(LIVE, quoteCard(), true);
    expect(run(LIVE, s, { type: 'undo' })).toBe(s);
    expect(run(LIVE, s, { type: 'redo' })).toBe(s);
  });
});

describe('reduceMaker: any sequence of actions', () => {
  const text = fc.oneof(fc.constantFrom('', FASHION_EXAMPLE, RED_EXAMPLE), fc.string({ maxLength: 40 }));
  const action: fc.Arbitrary<MakerAction<'quote'>> = fc.oneof(
    fc.record({ type: fc.constant('type' as const), text, at: fc.nat(100_000) }),
    fc.record({
      type: fc.constant('style' as const),
      style: fc
        .record({ cardWidth: fc.integer({ min: 400, max: 600 }) })
        .map((x) => ({ ...fashion!.styleDefaults, ...x })),
      at: fc.nat(100_000),
    }),
    fc.nat(100_000).map((at) => chooseRed(at)),
    fc.record({ type: fc.constant('example' as const), example: fc.constant(FASHION_EXAMPLE), at: fc.nat() }),
    fc.record({ type: fc.constant('clear' as const), at: fc.nat() }),
    fc.record({ type: fc.constant('scale' as const), scale: fc.constantFrom(1, 2, 3, 4) }),
    fc.record({ type: fc.constant('form' as const), form: fc.constantFrom('card' as const, 'pages' as const) }),
    fc.record({
      type: fc.constant('image' as const),
      image: fc.constantFrom(null, 'data:image/jpeg;base64,QUJD', '/uploads/avatars/a.webp'),
      at: fc.nat(),
    }),
    fc.constantFrom(
      { type: 'undo' as const },
      { type: 'redo' as const },
      { type: 'generate' as const },
      { type: 'parse' as const },
    ),
  );

  it('gives a card that round-trips through serialise → restore unchanged', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const s = run(LIVE, initialMakerState(LIVE, quoteCard(), true), ...actions);
        const read = readCardState(JSON.parse(serializeCardState(s.card)));
        expect(read.ok && read.state).toEqual(s.card);
        // A restored card loaded into a fresh maker is the same card, and not dirty.
        const restored = run(LIVE, initialMakerState(LIVE, quoteCard(), true), { type: 'load', card: s.card, at: 0 });
        expect(restored.card).toEqual(s.card);
        expect(isDirty(restored)).toBe(false);
      }),
    );
  });

  it('can always undo back to the start when fewer steps than the limit were taken', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        const start = initialMakerState(LIVE, quoteCard(), true);
        let s = run(LIVE, start, ...actions);
        while (canUndo(s)) s = run(LIVE, s, { type: 'undo' });
        const { template, text, style, image, content } = s.card;
        expect({ template, text, style, image, content }).toEqual({
          template: start.card.template,
          text: start.card.text,
          style: start.card.style,
          image: start.card.image,
          content: start.card.content,
        });
      }),
    );
  });
});

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLESSING_COLOR_SCHEMES,
  BLESSING_FONT_SIZE,
  BLESSING_FONTS,
  BLESSING_ICONS,
  BLESSING_PATTERNS,
  type BlessingContent,
  type BlessingStyle,
} from '@inkcard/card-engine';
import { fontStack } from '@inkcard/card-templates';
import { FIELD_LABEL_CLASS, SelectField, StyleGroup } from '../../features/card-maker/StyleFields';

const INPUT =
  'block w-full rounded-xl border-0 bg-gray-50 px-3 py-2 text-sm text-gray-900 ring-1 ring-gray-200 focus:bg-white focus:ring-2 focus:ring-indigo-500 focus:outline-none dark:bg-gray-900/60 dark:text-gray-100 dark:ring-white/10 dark:focus:bg-gray-900';

function TextField({
  label,
  value,
  onChange,
  rows,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`${FIELD_LABEL_CLASS} mb-1.5 block`}>
        {label}
      </label>
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${INPUT} resize-y leading-relaxed`}
        />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} className={INPUT} />
      )}
    </div>
  );
}

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <span className="flex items-center gap-2">
        <span className="font-mono text-xs text-gray-500 dark:text-gray-400">{value}</span>
        <input
          id={id}
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 w-12 cursor-pointer rounded-lg border-0 bg-transparent p-0.5 ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:ring-white/15"
        />
      </span>
    </div>
  );
}

function SizeField({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs text-gray-500 dark:text-gray-400">
        {label}
      </label>
      <input
        id={id}
        type="number"
        min={BLESSING_FONT_SIZE.min}
        max={BLESSING_FONT_SIZE.max}
        step={BLESSING_FONT_SIZE.step}
        value={value}
        onChange={(e) => {
          // Spec §5: the input enforces 12-60; out-of-range or empty keystrokes are ignored.
          const n = Math.round(Number(e.target.value));
          if (Number.isFinite(n) && n >= BLESSING_FONT_SIZE.min && n <= BLESSING_FONT_SIZE.max) onChange(n);
        }}
        className={INPUT}
      />
    </div>
  );
}

/** The blessing content fields: festival, blessing (4 rows), signature, date and the creative icon. */
export function BlessingContentFields({
  content,
  isCreative,
  onChange,
}: {
  content: BlessingContent;
  isCreative: boolean;
  onChange: (next: BlessingContent) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof BlessingContent>(k: K, v: BlessingContent[K]) => onChange({ ...content, [k]: v });
  return (
    <div className="space-y-4">
      <TextField label={t('makers.blessing.festival')} value={content.festival} onChange={(v) => set('festival', v)} />
      <TextField
        label={t('makers.blessing.blessing')}
        value={content.blessing}
        rows={4}
        onChange={(v) => set('blessing', v)}
      />
      <TextField label={t('makers.blessing.signer')} value={content.signer} onChange={(v) => set('signer', v)} />
      <TextField label={t('makers.blessing.date')} value={content.date} onChange={(v) => set('date', v)} />
      {isCreative && (
        <SelectField
          label={t('makers.blessing.icon')}
          value={content.icon}
          options={BLESSING_ICONS.map((i) => ({ value: i, label: t(`makers.blessing.icons.${i}`) }))}
          onChange={(v) => set('icon', v)}
        />
      )}
    </div>
  );
}

/** Classic style controls: colours, the three font sizes, pattern, pattern colour and font. */
export function BlessingClassicControls({
  style,
  onChange,
}: {
  style: BlessingStyle;
  onChange: (next: BlessingStyle) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof BlessingStyle>(k: K, v: BlessingStyle[K]) => onChange({ ...style, [k]: v });
  return (
    <div className="space-y-5">
      <StyleGroup title={t('makers.style.colors')}>
        <ColorField
          label={t('makers.blessing.backgroundColor')}
          value={style.backgroundColor}
          onChange={(v) => set('backgroundColor', v)}
        />
        <ColorField
          label={t('makers.blessing.textColor')}
          value={style.textColor}
          onChange={(v) => set('textColor', v)}
        />
      </StyleGroup>
      <StyleGroup title={t('makers.blessing.fontSizes')}>
        <div className="grid grid-cols-3 gap-3">
          <SizeField
            label={t('makers.blessing.festivalSize')}
            value={style.festivalFontSize}
            onChange={(v) => set('festivalFontSize', v)}
          />
          <SizeField
            label={t('makers.blessing.blessingSize')}
            value={style.blessingFontSize}
            onChange={(v) => set('blessingFontSize', v)}
          />
          <SizeField
            label={t('makers.blessing.signatureSize')}
            value={style.signatureFontSize}
            onChange={(v) => set('signatureFontSize', v)}
          />
        </div>
      </StyleGroup>
      <StyleGroup title={t('makers.style.decoration')}>
        <SelectField
          label={t('makers.blessing.patternType')}
          value={style.patternType}
          options={BLESSING_PATTERNS.map((p) => ({ value: p, label: t(`makers.blessing.patterns.${p}`) }))}
          onChange={(v) => set('patternType', v)}
        />
        <ColorField
          label={t('makers.blessing.patternColor')}
          value={style.patternColor || style.textColor}
          onChange={(v) => set('patternColor', v)}
        />
        <p className="flex items-center justify-between text-xs text-gray-500 dark:text-gray-400">
          <span>{style.patternColor ? style.patternColor : t('makers.blessing.patternColorFollows')}</span>
          {style.patternColor && (
            <button
              type="button"
              onClick={() => set('patternColor', '')}
              className="rounded-full px-2 py-1 font-semibold text-indigo-600 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-indigo-300 dark:hover:bg-indigo-400/10"
            >
              {t('makers.blessing.patternColorClear')}
            </button>
          )}
        </p>
      </StyleGroup>
      <StyleGroup title={t('makers.style.typography')}>
        <SelectField
          label={t('makers.blessing.fontFamily')}
          value={style.fontFamily}
          options={BLESSING_FONTS.map((f) => ({
            value: f,
            label: t(`makers.blessing.fonts.${f}`),
            fontFamily: fontStack(f),
          }))}
          onChange={(v) => set('fontFamily', v)}
        />
      </StyleGroup>
    </div>
  );
}

/** Creative style controls: the nine colour schemes as a grid, the active one highlighted. */
export function BlessingCreativeControls({
  style,
  onChange,
}: {
  style: BlessingStyle;
  onChange: (next: BlessingStyle) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className={`${FIELD_LABEL_CLASS} mb-3`}>{t('makers.blessing.colorScheme')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {BLESSING_COLOR_SCHEMES.map((s) => (
          <label
            key={s.id}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl p-2.5 text-center text-xs font-medium ring-1 ring-gray-200 transition hover:ring-indigo-300 has-[:checked]:bg-indigo-50 has-[:checked]:ring-2 has-[:checked]:ring-indigo-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500 dark:ring-white/10 dark:has-[:checked]:bg-indigo-500/10 dark:has-[:checked]:ring-indigo-400"
          >
            <input
              type="radio"
              name={name}
              value={s.id}
              checked={style.colorScheme === s.id}
              onChange={() => onChange({ ...style, colorScheme: s.id })}
              className="sr-only"
            />
            <span aria-hidden className="flex h-8 w-full overflow-hidden rounded-lg ring-1 ring-black/10">
              <span className="flex-1" style={{ background: s.background }} />
              <span className="flex-1" style={{ background: s.lightAccent }} />
              <span className="flex-1" style={{ background: s.accent }} />
              <span className="flex-1" style={{ background: s.text }} />
            </span>
            <span className="text-gray-700 dark:text-gray-200">{t(`makers.blessing.schemes.${s.id}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

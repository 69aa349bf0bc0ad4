import { useTranslation } from 'react-i18next';
import {
  DECORATION_THEMES,
  QUOTE_BACKGROUND_COLORS,
  QUOTE_BODY_FONTS,
  QUOTE_SIGNATURE_FONTS,
  QUOTE_STYLE_RANGES,
  QUOTE_TEXT_COLORS,
  QUOTE_THEME_COLORS,
  type QuoteStyle,
  type QuoteStyleRangeKey,
} from '@inkcard/card-engine';
import { fontStack } from '@inkcard/card-templates';
import { SelectField, SliderField, StyleGroup, SwatchPicker } from '../../features/card-maker/StyleFields';

const UNITS: Record<QuoteStyleRangeKey, string> = {
  fontSize: 'rem',
  highlightSize: 'rem',
  footerTextSize: 'rem',
  signatureSize: 'rem',
  cardWidth: 'px',
  borderRadius: 'rem',
  cornerWidth: 'px',
  decorationOpacity: '',
};

/**
 * The quote style panel: the spec's palettes (14 theme, 12 background, 12 text colours; 20 body
 * and 16 signature fonts; 12 decoration themes) and sliders with their exact ranges.
 * @param props - the style and onChange
 * @returns the panel content
 */
export function QuoteStylePanel({ style, onChange }: { style: QuoteStyle; onChange: (next: QuoteStyle) => void }) {
  const { t } = useTranslation();
  const set = <K extends keyof QuoteStyle>(key: K, value: QuoteStyle[K]) => onChange({ ...style, [key]: value });
  const slider = (key: QuoteStyleRangeKey) => {
    const r = QUOTE_STYLE_RANGES[key];
    return (
      <SliderField
        key={key}
        label={t(`makers.style.${key}`)}
        value={style[key]}
        min={r.min}
        max={r.max}
        step={r.step}
        unit={UNITS[key]}
        display={key === 'cornerWidth' && style.cornerWidth === 0 ? t('makers.style.hidden') : undefined}
        onChange={(v) => set(key, v)}
      />
    );
  };
  const swatchLabel = (c: string) => t('makers.style.swatch', { value: c });
  return (
    <div className="space-y-5">
      <StyleGroup title={t('makers.style.colors')}>
        <SwatchPicker
          label={t('makers.style.themeColor')}
          colors={QUOTE_THEME_COLORS}
          value={style.primaryColor}
          swatchLabel={swatchLabel}
          onChange={(c) => onChange({ ...style, primaryColor: c, accentColor: c })}
        />
        <SwatchPicker
          label={t('makers.style.backgroundColor')}
          colors={QUOTE_BACKGROUND_COLORS}
          value={style.backgroundColor}
          swatchLabel={swatchLabel}
          onChange={(c) => set('backgroundColor', c)}
        />
        <SwatchPicker
          label={t('makers.style.textColor')}
          colors={QUOTE_TEXT_COLORS}
          value={style.textColor}
          swatchLabel={swatchLabel}
          onChange={(c) => set('textColor', c)}
        />
      </StyleGroup>
      <StyleGroup title={t('makers.style.typography')}>
        <SelectField
          label={t('makers.style.bodyFont')}
          value={style.fontFamily}
          options={QUOTE_BODY_FONTS.map((f) => ({
            value: f,
            label: t(`makers.style.fonts.${f}`),
            fontFamily: fontStack(f),
          }))}
          onChange={(v) => set('fontFamily', v)}
        />
        <SelectField
          label={t('makers.style.signatureFont')}
          value={style.signatureFont}
          options={QUOTE_SIGNATURE_FONTS.map((f) => ({
            value: f,
            label: t(`makers.style.fonts.${f}`),
            fontFamily: fontStack(f),
          }))}
          onChange={(v) => set('signatureFont', v)}
        />
        {slider('fontSize')}
        {slider('highlightSize')}
        {slider('footerTextSize')}
        {slider('signatureSize')}
      </StyleGroup>
      <StyleGroup title={t('makers.style.layout')}>
        {slider('cardWidth')}
        {slider('borderRadius')}
      </StyleGroup>
      <StyleGroup title={t('makers.style.decoration')}>
        <SelectField
          label={t('makers.style.designTheme')}
          value={style.designTheme}
          options={DECORATION_THEMES.map((d) => ({ value: d, label: t(`makers.style.themes.${d}`) }))}
          onChange={(v) => set('designTheme', v)}
        />
        {slider('decorationOpacity')}
        {slider('cornerWidth')}
      </StyleGroup>
    </div>
  );
}

import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  fontStack,
  loadCardFonts,
  type ControlGroup,
  type OptionCatalog,
  type StyleControl,
} from '@inkcard/card-templates';
import {
  ColorField,
  NumberField,
  SchemePicker,
  SelectField,
  SliderField,
  StyleGroup,
  SwatchPicker,
} from './StyleFields';
import { SegmentedField } from './SegmentedField';

/**
 * The translated name of a value in one of the option catalogs (fonts, themes, patterns, schemes).
 * @param t - the translate function
 * @param catalog - the catalog the control names
 * @param value - the value
 * @returns its name in the UI language
 */
// i18next's TFunction: ReturnType<typeof useTranslation>['t'] hits TS2589 once the catalog grows.
function optionLabel(t: TFunction, catalog: OptionCatalog, value: string): string {
  // Values such as "3:4" hold a colon, i18next's namespace separator: read the key as written.
  return t(`makers.options.${catalog}.${value}` as 'makers.options.fonts.system', { nsSeparator: false });
}

/** Groups controls by heading, in the order the template first uses each heading. */
function grouped<S>(controls: readonly StyleControl<S>[]): [ControlGroup, StyleControl<S>[]][] {
  const groups = new Map<ControlGroup, StyleControl<S>[]>();
  for (const c of controls) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return [...groups];
}

/**
 * The style panel, built from the template's declared controls: sliders, swatches, selects,
 * colours, number inputs, scheme grids and segmented switches, grouped under their headings.
 * @param props - the controls, the style and onChange
 * @returns the panel content
 */
export function StylePanel<S extends object>({
  controls,
  style,
  onChange,
}: {
  controls: readonly StyleControl<S>[];
  style: S;
  onChange: (next: S) => void;
}) {
  const { t } = useTranslation();
  const values = style as Record<string, unknown>;
  const set = (patch: Record<string, unknown>): void => onChange({ ...style, ...patch });

  const field = (c: StyleControl<S>) => {
    const label = t(`makers.controls.${c.label}`);
    const value = values[c.key];
    switch (c.type) {
      case 'swatches':
        return (
          <SwatchPicker
            label={label}
            colors={c.palette}
            value={String(value)}
            swatchLabel={(color) => t('makers.style.swatch', { control: label, value: color })}
            onChange={(color) => set(Object.fromEntries([c.key, ...(c.alsoSets ?? [])].map((k) => [k, color])))}
          />
        );
      case 'slider':
        return (
          <SliderField
            label={label}
            value={Number(value)}
            min={c.min}
            max={c.max}
            step={c.step}
            unit={c.unit}
            display={c.zeroMeans === 'hidden' && value === 0 ? t('makers.style.hidden') : undefined}
            onChange={(v) => set({ [c.key]: v })}
          />
        );
      case 'number':
        return (
          <NumberField
            label={label}
            value={Number(value)}
            min={c.min}
            max={c.max}
            step={c.step}
            onChange={(v) => set({ [c.key]: v })}
          />
        );
      case 'select':
        return (
          <SelectField
            label={label}
            value={String(value)}
            options={c.values.map((v) => ({
              value: v,
              label: optionLabel(t, c.options, v),
              fontFamily: c.previewFont ? fontStack(v as 'system') : undefined,
            }))}
            secondary={c.secondary && { label: t(`makers.style.${c.secondary.label}`), values: c.secondary.values }}
            onChange={(v) => set({ [c.key]: v })}
            // Each option is drawn in its font: load every family's faces before the list opens.
            onIntent={c.previewFont ? () => void loadCardFonts() : undefined}
          />
        );
      case 'color':
        return (
          <ColorField
            label={label}
            value={String(value)}
            onChange={(v) => set({ [c.key]: v })}
            follows={
              c.emptyFollows
                ? {
                    color: String(values[c.emptyFollows]),
                    label: t('makers.style.followsText'),
                    clearLabel: t('makers.style.useTextColor'),
                  }
                : undefined
            }
          />
        );
      case 'segmented':
        return (
          <SegmentedField
            legend={label}
            value={String(value)}
            options={c.values.map((v) => ({ value: v, label: optionLabel(t, c.options, v) }))}
            onChange={(v) => set({ [c.key]: v })}
          />
        );
      case 'schemes':
        return (
          <SchemePicker
            legend={label}
            schemes={c.schemes.map((s) => ({ ...s, name: optionLabel(t, c.options, s.id) }))}
            value={String(value)}
            onChange={(id) => set({ [c.key]: id })}
          />
        );
    }
  };

  return (
    <div className="space-y-5">
      {grouped(controls).map(([group, items]) =>
        group === 'scheme' ? (
          // A scheme grid carries its own legend; a heading above it would say the same twice.
          <Fragment key={group}>
            {items.map((c) => (
              <Fragment key={c.label}>{field(c)}</Fragment>
            ))}
          </Fragment>
        ) : (
          <StyleGroup key={group} title={t(`makers.groups.${group}`)}>
            {group === 'fontSizes' ? (
              <div className="grid grid-cols-3 gap-3">
                {items.map((c) => (
                  <Fragment key={c.label}>{field(c)}</Fragment>
                ))}
              </div>
            ) : (
              items.map((c) => <Fragment key={c.label}>{field(c)}</Fragment>)
            )}
          </StyleGroup>
        ),
      )}
    </div>
  );
}

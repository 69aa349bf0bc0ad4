import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BLESSING_ICONS, type BlessingContent } from '@inkcard/card-engine';
import { FIELD_LABEL_CLASS, INPUT_CLASS, SelectField } from '../../features/card-maker/StyleFields';

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
          className={`${INPUT_CLASS} resize-y leading-relaxed`}
        />
      ) : (
        <input id={id} type="text" value={value} onChange={(e) => onChange(e.target.value)} className={INPUT_CLASS} />
      )}
    </div>
  );
}

/**
 * The blessing content form (spec §2): the fields the template shows (its `formFields`): festival
 * name, blessing (4 rows), signature, date, and the creative style's icon.
 * @param props - the content, the fields the template shows, and onChange
 * @returns the fields
 */
export function BlessingContentFields({
  content,
  fields,
  onChange,
}: {
  content: BlessingContent;
  fields: readonly (keyof BlessingContent)[];
  onChange: (next: BlessingContent) => void;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof BlessingContent>(k: K, v: BlessingContent[K]) => onChange({ ...content, [k]: v });
  return (
    <div className="space-y-4">
      {fields.map((field) =>
        field === 'icon' ? (
          <SelectField
            key={field}
            label={t('makers.blessing.icon')}
            value={content.icon}
            options={BLESSING_ICONS.map((i) => ({ value: i, label: t(`makers.blessing.icons.${i}`) }))}
            onChange={(v) => set('icon', v)}
          />
        ) : (
          <TextField
            key={field}
            label={t(`makers.blessing.${field}`)}
            value={content[field]}
            rows={field === 'blessing' ? 4 : undefined}
            onChange={(v) => set(field, v)}
          />
        ),
      )}
    </div>
  );
}

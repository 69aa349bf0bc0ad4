import { failed, parsed, type ParseIssue, type ParseResult } from '../../result';
import { createLabelledTextTokenizer } from '../../labelled-text/tokenize-labelled-text';
import { BLESSING_LABELS, type BlessingField } from './blessing.labels';
import { BLESSING_ICONS, type BlessingContent, type BlessingIcon } from './blessing.schema';

const tokenizeBlessing = createLabelledTextTokenizer(BLESSING_LABELS);

/**
 * Parses blessing text ("节日：… / Festival: …") into blessing content. Never throws.
 * @param text - the labelled text (a template's example, or pasted text)
 * @returns the content (missing optional fields are empty strings, icon defaults to gift) or issues
 */
export function parseBlessing(text: string): ParseResult<BlessingContent> {
  const { fields, issues, isEmpty } = tokenizeBlessing(text);
  if (isEmpty) return failed([{ line: 1, key: 'makers.parse.empty' }]);
  if (fields.length === 0 && issues.some((i) => i.key === 'makers.parse.tooLong')) return failed(issues);
  const all: ParseIssue[] = issues.filter((i) => i.key !== 'makers.parse.unlabelledText');
  const values: Partial<Record<BlessingField, string>> = {};
  for (const f of fields) if (values[f.field] === undefined) values[f.field] = f.value;
  if (!values.blessing) {
    all.push(...issues.filter((i) => i.key === 'makers.parse.unlabelledText'));
    const at = fields.find((f) => f.field === 'blessing')?.line ?? issues[0]?.line ?? 1;
    all.push({ line: at, key: 'makers.parse.missingField', field: 'blessing' });
  }
  if (all.length > 0) return failed(all.sort((a, b) => a.line - b.line));
  const iconValue = (values.icon ?? '').toLowerCase();
  const icon: BlessingIcon = (BLESSING_ICONS as readonly string[]).includes(iconValue)
    ? (iconValue as BlessingIcon)
    : 'gift';
  return parsed({
    festival: values.festival ?? '',
    blessing: values.blessing ?? '',
    signer: values.signer ?? '',
    date: values.date ?? '',
    icon,
  });
}

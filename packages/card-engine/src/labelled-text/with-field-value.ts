const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the value on the first line that opens a field, keeping the label and colon as written
 * (the profile maker puts the signed-in user's name into its example this way).
 * @param text - labelled text
 * @param labels - every label of the field (case-insensitive)
 * @param value - the new one-line value
 * @returns the text with that line's value replaced, or unchanged when no line opens the field
 */
export function withFieldValue(text: string, labels: readonly string[], value: string): string {
  if (labels.length === 0) return text;
  const alternatives = [...labels].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const line = new RegExp(`^([\\s\\u3000]*(?:${alternatives.join('|')})[ \\t\\u3000]*[:：][ \\t\\u3000]*)(.*)$`, 'im');
  const oneLine = value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();
  return line.test(text) ? text.replace(line, (_m, head: string) => `${head}${oneLine}`) : text;
}

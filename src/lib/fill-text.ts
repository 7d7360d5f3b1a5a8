/**
 * The site's texts name their values in braces (`Visar {shown} av {total} bilar`): an editor can move them in a
 * sentence and a translator can reorder them. One place fills them in, for every page, e-mail and component.
 */

/** A text with its `{name}` places filled in; a place without a value stays as it is written. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/**
 * A text about a number of things, in the singular for one: the dictionary holds `<key>` ('{count} cars') and
 * `<key>One` ('{count} car') side by side, and `count` picks between them.
 */
export function countedText<Key extends string>(
  texts: Record<Key | `${Key}One`, string>,
  key: Key,
  count: number,
  values: Record<string, string | number>,
): string {
  return fillText(count === 1 ? texts[`${key}One`] : texts[key], values)
}

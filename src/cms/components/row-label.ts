/** The words a row of a list is named by: its fields' values joined by " · " (paths may go into groups: "a.b"). */
export function rowLabel(data: Record<string, unknown> | undefined, fields: readonly string[], fallback: string): string {
  const values = fields
    .map((path) => path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data))
    .map((value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''))
  // Names of people are one part: "Johan Sandberg", not "Johan · Sandberg".
  const parts = fields.reduce<string[]>((joined, path, index) => {
    const value = values[index]!
    if (!value) return joined
    if (path.endsWith('last_name') && fields[index - 1]?.endsWith('first_name') && values[index - 1]) joined[joined.length - 1] += ` ${value}`
    else joined.push(value)
    return joined
  }, [])
  return parts.length > 0 ? parts.join(' · ') : fallback
}

/** A list field's row label component with the fields that name a row. */
export function rowLabelOf(fields: string[], fallback: string) {
  return { RowLabel: { path: '@/cms/components/RowLabel#RowLabel', clientProps: { fields, fallback } } }
}

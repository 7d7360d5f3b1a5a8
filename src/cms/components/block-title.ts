type Row = Record<string, unknown>

/** The words of a Lexical rich text, for a label. */
function plainText(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; children?: unknown; root?: unknown }
  if (node.root) return plainText(node.root)
  if (typeof node.text === 'string') return node.text
  return Array.isArray(node.children) ? node.children.map(plainText).join(' ') : ''
}

/** What a block is called in the list of a page's blocks: its title, or the first words it shows. */
export function blockTitle(row: Row | undefined): string {
  if (!row) return ''
  for (const key of ['title', 'heading', 'messageTitle', 'name', 'formName', 'label']) {
    const value = row[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  for (const key of ['slides', 'items', 'cards', 'files']) {
    const first = Array.isArray(row[key]) ? (row[key] as Row[])[0] : undefined
    const title = blockTitle(first)
    if (title) return title
  }
  for (const key of ['content', 'richText', 'text']) {
    const words = typeof row[key] === 'string' ? (row[key] as string) : plainText(row[key])
    if (words.trim()) return words.trim().replace(/\s+/g, ' ').slice(0, 80)
  }
  return typeof row.blockName === 'string' ? row.blockName : ''
}


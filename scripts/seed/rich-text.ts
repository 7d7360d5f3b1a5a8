import type { RichNode } from './types'

/** Lexical JSON as Payload's rich-text field stores it. */
type LexicalNode = Record<string, unknown> & { type: string }

/** Resolves a link target in the seed's markup: a page path of the site → page id, or null for a URL. */
export type ResolvePageId = (path: string) => number | null

const TEXT_FORMAT = { bold: 1, italic: 2 } as const

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

/** `**bold**`, `*italic*` and `[label](target)` inside one line of text. */
export function inlineNodes(source: string, resolve: ResolvePageId): LexicalNode[] {
  const nodes: LexicalNode[] = []
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index! > last) nodes.push(text(source.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(text(match[1], TEXT_FORMAT.bold))
    else if (match[2] !== undefined) nodes.push(text(match[2], TEXT_FORMAT.italic))
    else {
      const [, , , label, target] = match
      const external = /^(https?:|mailto:|tel:)/.test(target!)
      const pageId = external ? null : resolve(target!)
      if (!external && pageId === null) throw new Error(`Link to ${target} in "${source}": no such page on this site`)
      nodes.push(
        element('link', [text(label!)], {
          version: 3,
          fields: external
            ? { linkType: 'custom', url: target, newTab: /^https?:/.test(target!) }
            : { linkType: 'internal', doc: { relationTo: 'pages', value: pageId }, newTab: false },
        }),
      )
    }
    last = match.index! + match[0].length
  }
  if (last < source.length) nodes.push(text(source.slice(last)))
  return nodes
}

export function toLexical(content: RichNode[], resolve: ResolvePageId): { root: LexicalNode } {
  const children = content.map((node): LexicalNode => {
    if ('h2' in node) return element('heading', inlineNodes(node.h2, resolve), { tag: 'h2' })
    if ('h3' in node) return element('heading', inlineNodes(node.h3, resolve), { tag: 'h3' })
    if ('p' in node) return element('paragraph', inlineNodes(node.p, resolve), { textFormat: 0, textStyle: '' })
    if ('quote' in node) return element('quote', inlineNodes(node.quote, resolve))
    const ordered = 'ol' in node
    const items = ordered ? node.ol : node.ul
    return element(
      'list',
      items.map((item, index) => element('listitem', inlineNodes(item, resolve), { value: index + 1 })),
      { listType: ordered ? 'number' : 'bullet', tag: ordered ? 'ol' : 'ul', start: 1 },
    )
  })
  return { root: element('root', children) }
}

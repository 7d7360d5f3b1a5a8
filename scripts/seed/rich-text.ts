import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SanitizedConfig } from 'payload'

import { RICH_TEXT_FEATURES } from '../../src/cms/fields/rich-text'

/** Lexical JSON as Payload's rich-text field stores it. */
type LexicalNode = Record<string, unknown> & { type: string; children?: LexicalNode[]; fields?: Record<string, unknown> }
export type RichText = { root: LexicalNode }

/**
 * A page path of the site → the page's id; 'served' for a page the product serves there without a CMS page (a
 * facility's dealer site page, linked by its address); null when the site has no such page.
 */
export type ResolvePageId = (path: string) => number | 'served' | null

/** Markdown → rich text; `where` names the file and field for the message when a link goes nowhere. */
export type MarkdownToRichText = (markdown: string, resolve: ResolvePageId, where: string) => RichText

/**
 * Turns the demo content's Markdown into the CMS's rich text with the editor's own Markdown import, so it holds
 * exactly what an editor can write (src/cms/fields/rich-text.ts). A link to a path becomes a link to that page of
 * the site; a link to the web opens in a new tab.
 */
export async function markdownToRichText(config: SanitizedConfig): Promise<MarkdownToRichText> {
  const editorConfig = await editorConfigFactory.fromFeatures({ config, features: RICH_TEXT_FEATURES })
  return (markdown, resolve, where) => {
    const state = convertMarkdownToLexical({ editorConfig, markdown }) as unknown as RichText
    linkTargets(state.root, resolve, where)
    return state
  }
}

function linkTargets(node: LexicalNode, resolve: ResolvePageId, where: string) {
  if (node.type === 'link') {
    // The import gives each link a random id; without one the seed stays the same on every run.
    delete node.id
    const url = String(node.fields?.url ?? '')
    if (url.startsWith('/')) {
      const page = resolve(url)
      if (page === null) throw new Error(`${where}: link to ${url}, which is not a page of the site`)
      node.fields = page === 'served' ? { linkType: 'custom', url, newTab: false } : { linkType: 'internal', doc: { relationTo: 'pages', value: page }, newTab: false }
    } else node.fields = { ...node.fields, newTab: /^https?:/.test(url) }
  }
  for (const child of node.children ?? []) linkTargets(child, resolve, where)
}

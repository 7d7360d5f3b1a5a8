import type { ReactNode } from 'react'

import { ResponsiveImage } from '@/features/media/ui/ResponsiveImage'
import type { Media } from '@/payload-types'
import { ContactText } from './ContactText'

/** A Lexical node as Payload stores it. */
type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  indent?: number
  tag?: string
  listType?: 'bullet' | 'number' | 'check'
  checked?: boolean
  value?: unknown
  relationTo?: string
  fields?: { url?: string; newTab?: boolean; linkType?: 'custom' | 'internal'; doc?: { relationTo?: string; value?: unknown } | null }
}

export type RichTextValue = { root: LexicalNode } | null | undefined

export class UnknownRichTextNodeError extends Error {
  override name = 'UnknownRichTextNodeError'
  constructor(type: string) {
    super(`The text has a part of an unknown kind ("${type}") that this site cannot show.`)
  }
}

const TEXT_FORMAT = { bold: 1, italic: 2, strikethrough: 4, underline: 8, code: 16, subscript: 32, superscript: 64 } as const

type Options = {
  /** The public address of a linked page of this site. */
  pageHref: (page: { path?: string | null }) => string
}

function renderText(node: LexicalNode, key: number): ReactNode {
  const format = typeof node.format === 'number' ? node.format : 0
  let content: ReactNode = <ContactText text={node.text ?? ''} />
  if (format & TEXT_FORMAT.code) content = <code>{content}</code>
  if (format & TEXT_FORMAT.bold) content = <strong>{content}</strong>
  if (format & TEXT_FORMAT.italic) content = <em>{content}</em>
  if (format & TEXT_FORMAT.underline) content = <u>{content}</u>
  if (format & TEXT_FORMAT.strikethrough) content = <s>{content}</s>
  if (format & TEXT_FORMAT.subscript) content = <sub>{content}</sub>
  if (format & TEXT_FORMAT.superscript) content = <sup>{content}</sup>
  return <span key={key}>{content}</span>
}

function alignment(node: LexicalNode): 'left' | 'center' | 'right' | 'justify' | undefined {
  return typeof node.format === 'string' && ['left', 'center', 'right', 'justify'].includes(node.format)
    ? (node.format as 'left' | 'center' | 'right' | 'justify')
    : undefined
}

function renderNodes(nodes: LexicalNode[] | undefined, options: Options): ReactNode[] {
  return (nodes ?? []).map((node, index) => renderNode(node, index, options))
}

function renderNode(node: LexicalNode, key: number, options: Options): ReactNode {
  const children = () => renderNodes(node.children, options)
  const indent = typeof node.indent === 'number' && node.indent > 0 && node.type !== 'listitem' ? `${node.indent * 2}em` : undefined
  const style = alignment(node) || indent ? { textAlign: alignment(node), paddingInlineStart: indent } : undefined
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'linebreak':
      return <br key={key} />
    case 'tab':
      return <span key={key}>{'\t'}</span>
    case 'paragraph':
      return (node.children?.length ?? 0) === 0 ? null : <p key={key} style={style}>{children()}</p>
    case 'heading': {
      // The page title is the only h1; headings in text start at h2.
      const level = Math.min(6, Math.max(2, Number(String(node.tag ?? 'h2').replace('h', '')) || 2))
      const Tag = `h${level}` as 'h2'
      return <Tag key={key} style={style}>{children()}</Tag>
    }
    case 'quote':
      return <blockquote key={key} style={style}>{children()}</blockquote>
    case 'list': {
      const Tag = node.listType === 'number' ? 'ol' : 'ul'
      return <Tag key={key}>{children()}</Tag>
    }
    case 'listitem':
      return node.checked === undefined ? (
        <li key={key}>{children()}</li>
      ) : (
        <li key={key} role="checkbox" aria-checked={node.checked}>{children()}</li>
      )
    case 'horizontalrule':
      return <hr key={key} />
    case 'link':
    case 'autolink': {
      const fields = node.fields ?? {}
      const doc = fields.doc?.value
      const href = fields.linkType === 'internal' && doc && typeof doc === 'object' ? options.pageHref(doc as { path?: string }) : (fields.url ?? '#')
      return (
        <a key={key} href={href} {...(fields.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {children()}
        </a>
      )
    }
    case 'upload':
      return node.relationTo === 'media' && typeof node.value === 'object' ? (
        <figure key={key}>
          <ResponsiveImage media={node.value as Media} sizes="(min-width: 768px) 720px, 100vw" className="w-full rounded-lg" />
          {(node.value as Media).caption ? <figcaption className="mt-2 text-sm text-muted">{(node.value as Media).caption}</figcaption> : null}
        </figure>
      ) : null
    default:
      throw new UnknownRichTextNodeError(node.type)
  }
}

/**
 * Rich text as elements, built at once: call it inside a block's own function so an unknown part fails
 * that block (which then shows the section fallback) instead of the whole page.
 */
export function renderRichText(value: RichTextValue, options: Options & { className?: string }): ReactNode {
  if (!value?.root) return null
  return <div className={options.className ?? 'rich-text'}>{renderNodes(value.root.children, options)}</div>
}

import type { RichTextValue } from '@/features/content/ui/RichText'

type TextNode = { type: string; text?: string; children?: TextNode[] }

/** Parts of a text that stand on their own line; everything else runs on within its line. */
const LINE_NODES = new Set(['paragraph', 'heading', 'quote', 'list', 'listitem', 'horizontalrule', 'upload'])

function nodeText(node: TextNode): string {
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'linebreak') return '\n'
  if (node.type === 'tab') return ' '
  let text = ''
  for (const child of node.children ?? []) {
    const childText = nodeText(child)
    text += LINE_NODES.has(child.type) ? `\n${childText}\n` : childText
  }
  return text
}

/** A rich text as plain text: one line per paragraph, heading or list item, without empty lines. */
export function richTextPlainText(value: RichTextValue): string {
  if (!value?.root) return ''
  return nodeText(value.root as TextNode)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

export type FaqQuestion = { question: string; answer: RichTextValue }

/**
 * schema.org FAQPage for search engines: each question with its answer as plain text. Questions without
 * a question or an answer are left out; with none left there is nothing to describe (null).
 */
export function faqJsonLd(questions: readonly FaqQuestion[]) {
  const mainEntity = questions
    .map((entry) => ({ name: entry.question.trim(), text: richTextPlainText(entry.answer) }))
    .filter((entry) => entry.name && entry.text)
    .map((entry) => ({
      '@type': 'Question',
      name: entry.name,
      acceptedAnswer: { '@type': 'Answer', text: entry.text },
    }))
  if (mainEntity.length === 0) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity }
}

import { describe, expect, it } from 'vitest'

import type { RichTextValue } from '@/features/content/ui/RichText'

import { faqJsonLd, richTextPlainText } from './faq-json-ld'

type Node = { type: string; [key: string]: unknown }
const root = (...children: Node[]) => ({ root: { type: 'root', children } }) as unknown as RichTextValue
const t = (text: string, format = 0): Node => ({ type: 'text', text, format })
const p = (...children: Node[]): Node => ({ type: 'paragraph', children })

describe('rich text as plain text', () => {
  it('puts each paragraph on its own line and runs formatted parts and links on within it', () => {
    const value = root(
      p(t('Boka service '), t('online', 1), t(' eller ring oss.')),
      p(t('Läs mer på '), { type: 'link', fields: { url: 'https://nordvik.se' }, children: [t('vår webbplats')] }, t('.')),
    )
    expect(richTextPlainText(value)).toBe('Boka service online eller ring oss.\nLäs mer på vår webbplats.')
  })

  it('writes list items and headings as lines, line breaks as new lines, and drops empty paragraphs', () => {
    const value = root(
      { type: 'heading', tag: 'h3', children: [t('Du behöver')] },
      p(),
      { type: 'list', listType: 'bullet', children: [{ type: 'listitem', children: [t('Körkort')] }, { type: 'listitem', children: [t('Registreringsnummer')] }] },
      p(t('Rad ett'), { type: 'linebreak' }, t('Rad  två')),
    )
    expect(richTextPlainText(value)).toBe('Du behöver\nKörkort\nRegistreringsnummer\nRad ett\nRad två')
  })

  it('is empty for no text', () => {
    expect(richTextPlainText(null)).toBe('')
    expect(richTextPlainText(root())).toBe('')
  })
})

describe('FAQPage JSON-LD', () => {
  it('describes each question with its accepted answer as plain text', () => {
    expect(
      faqJsonLd([
        { question: 'Hur ofta ska bilen servas? ', answer: root(p(t('En gång om året.')), p(t('Eller var 1 500 mil.'))) },
        { question: 'Kan jag låna en bil?', answer: root(p(t('Ja, '), t('gratis', 1), t('.'))) },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Hur ofta ska bilen servas?', acceptedAnswer: { '@type': 'Answer', text: 'En gång om året.\nEller var 1 500 mil.' } },
        { '@type': 'Question', name: 'Kan jag låna en bil?', acceptedAnswer: { '@type': 'Answer', text: 'Ja, gratis.' } },
      ],
    })
  })

  it('leaves out questions without a question or an answer, and is null when none are left', () => {
    const data = faqJsonLd([
      { question: ' ', answer: root(p(t('Svar utan fråga'))) },
      { question: 'Fråga utan svar', answer: root(p()) },
      { question: 'Öppettider?', answer: root(p(t('8–17'))) },
    ])
    expect(data?.mainEntity.map((entry) => entry.name)).toEqual(['Öppettider?'])
    expect(faqJsonLd([{ question: 'Fråga utan svar', answer: null }])).toBeNull()
  })
})

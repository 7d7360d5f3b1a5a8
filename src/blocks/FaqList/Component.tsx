import { renderRichText, type RichTextValue } from '@/features/content/ui/RichText'
import { jsonLdScript } from '@/features/page-shell/metadata'
import { localizedPath } from '@/features/sites/locales'
import type { FaqListBlock } from '@/payload-types'

import { AccordionItem } from '../shared/AccordionItem'
import { BlockHeader } from '../shared/BlockHeader'
import { editable, type BlockProps } from '../types'
import { faqJsonLd } from './faq-json-ld'

export function FaqList({ block, context }: BlockProps<FaqListBlock>) {
  const questions = block.questions ?? []
  if (questions.length === 0) return null
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const pageHref = (page: { path?: string | null }) => localizedPath(site, context.locale, page.path ?? '/')
  const jsonLd = faqJsonLd(questions.map((entry) => ({ question: entry.question, answer: entry.answer as RichTextValue })))
  const hasHeader = Boolean(block.heading || block.intro)
  return (
    <section className="py-12 md:py-20">
      <div className={['container-page grid gap-8 lg:gap-16', hasHeader ? 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]' : ''].join(' ')}>
        <BlockHeader context={context} heading={block.heading} intro={block.intro} className="lg:sticky lg:top-28 lg:self-start" introLineBreaks />
        <div className={['border-t border-line', hasHeader ? '' : 'mx-auto w-full max-w-3xl'].join(' ')}>
          {questions.map((entry, index) => (
            <AccordionItem
              key={entry.id ?? index}
              title={entry.question}
              titleProps={editable(context, 'Question')}
              contentProps={editable(context, 'Answer')}
            >
              {renderRichText(entry.answer as RichTextValue, { pageHref })}
            </AccordionItem>
          ))}
        </div>
      </div>
      {jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} /> : null}
    </section>
  )
}

import { renderRichText, type RichTextValue } from '@/features/content/ui/RichText'
import { localizedPath } from '@/features/sites/locales'
import type { AccordionBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'
import { AccordionItem } from '../shared/AccordionItem'

export function Accordion({ block, context }: BlockProps<AccordionBlock>) {
  const items = block.items ?? []
  if (items.length === 0) return null
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  const pageHref = (page: { path?: string | null }) => localizedPath(site, context.locale, page.path ?? '/')
  return (
    <section className="py-12 md:py-20">
      <div className="container-page">
        <div className="mx-auto max-w-3xl">
          {block.heading ? (
            <h2 className="mb-8 text-title md:mb-10" {...editable(context, 'Heading')}>
              {block.heading}
            </h2>
          ) : null}
          <div className="border-t border-line">
            {items.map((item, index) => (
              <AccordionItem
                key={item.id ?? index}
                title={item.title}
                open={Boolean(item.openByDefault)}
                titleProps={editable(context, 'Title')}
                contentProps={editable(context, 'Content')}
              >
                {renderRichText(item.content as RichTextValue, { pageHref })}
              </AccordionItem>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}

import { localizedPath } from '@/features/sites/locales'
import { renderRichText, type RichTextValue } from '@/features/content/ui/RichText'
import type { RichTextBlock } from '@/payload-types'

import { editable, type BlockProps } from '../types'

export function RichTextSection({ block, context }: BlockProps<RichTextBlock>) {
  const site = { locales: context.site.locales ?? [], defaultLocale: context.site.defaultLocale }
  return (
    <section data-text-section="" className="py-12 md:py-16">
      <div className={['container-page', block.width === 'wide' ? '' : 'max-w-3xl'].join(' ')} {...editable(context, 'Content')}>
        {renderRichText(block.content as RichTextValue, { pageHref: (page) => localizedPath(site, context.locale, page.path ?? '/') })}
      </div>
    </section>
  )
}

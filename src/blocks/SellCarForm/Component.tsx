import { mileageUnitOf } from '@/features/leads/form-rules'
import { sellCarTexts } from '@/features/leads/sell-car'
import { SellCarLeadForm } from '@/features/leads/ui/SellCarLeadForm'
import { priceInsightTexts } from '@/features/price-insight/texts'
import type { SellCarFormBlock } from '@/payload-types'

import { BlockHeader } from '../shared/BlockHeader'
import { editable, type BlockProps } from '../types'

/**
 * The sell-car / trade-in form (spec 3 §2.2): the editor's heading and intro beside the form on wide screens.
 * A chosen dealer site receives the leads at its e-mail; otherwise the site's lead address does.
 */
export function SellCarForm({ block, context }: BlockProps<SellCarFormBlock>) {
  const texts = sellCarTexts(context.dictionary, context.site.country)
  const dealerSite = typeof block.dealerSite === 'object' && block.dealerSite ? block.dealerSite : null
  const toEmail = dealerSite?.site_email?.trim() || undefined
  const hasHeader = Boolean(block.heading || block.intro)
  return (
    <section className="bg-surface-1 py-12 md:py-20">
      <div className="container-page">
        <div className={hasHeader ? 'grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16' : 'mx-auto max-w-3xl'}>
          <BlockHeader context={context} heading={block.heading} intro={block.intro} introLineBreaks className="lg:pt-10" />
          <div className="rounded-3xl bg-surface p-5 shadow-[0_18px_50px_-24px_rgb(0_0_0/0.25)] ring-1 ring-black/5 sm:p-8 lg:p-10">
            <SellCarLeadForm
              texts={texts}
              valuationTexts={priceInsightTexts(context.dictionary)}
              label={block.heading || undefined}
              locale={context.locale}
              mileageUnit={mileageUnitOf(context.site.country)}
              sourceUrl={context.page.url}
              toEmail={toEmail}
              privacyNotice={block.privacyNotice?.trim() || texts.privacy}
              privacyEditable={editable(context, 'Privacy notice')}
            />
          </div>
        </div>
      </div>
    </section>
  )
}

import { formIdOf } from '@/features/form-embeds/form-ids'
import { formEmbedText, formEmbedTexts } from '@/features/form-embeds/texts'
import { MissingFormId } from '@/features/form-embeds/ui/MissingFormId'
import type { HubSpotFormBlock } from '@/payload-types'

import { BlockHeader } from '../shared/BlockHeader'
import { HubSpotInlineForm, HubSpotPopupForm } from '../client-parts'
import { editable, type BlockProps } from '../types'

/**
 * A HubSpot form (spec 3 §2.6), in the page or as a popup behind a fixed button. The provider's script loads
 * in the browser only after the visitor allows marketing cookies; until then a notice stands in its place.
 */
export function HubSpotForm({ block, context }: BlockProps<HubSpotFormBlock>) {
  const formId = formIdOf(block.formId)
  const portalId = formIdOf(block.portalId)
  // Without either id there is no form to create: the one configuration message of the spec.
  if (!formId || !portalId) return <MissingFormId editable={editable(context, 'FormId')} />
  const texts = formEmbedTexts(context.dictionary, block.consentNotice)
  const heading = block.heading?.trim() || null

  if (block.displayMode === 'popup') {
    const buttonText = block.buttonText?.trim() || formEmbedText(context.dictionary, 'formOpen')
    return <HubSpotPopupForm portalId={portalId} formId={formId} texts={texts} buttonText={buttonText} heading={heading} />
  }
  return (
    <section data-form-provider="hubspot" className="py-14 md:py-20">
      <div className="container-page max-w-3xl">
        <BlockHeader context={context} heading={heading} className="mb-8" />
        <div {...editable(context, 'FormId')}>
          <HubSpotInlineForm portalId={portalId} formId={formId} texts={texts} />
        </div>
      </div>
    </section>
  )
}

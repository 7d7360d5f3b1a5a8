import { formIdOf } from '@/features/form-embeds/form-ids'
import { formEmbedText, formEmbedTexts } from '@/features/form-embeds/texts'
import { MissingFormId } from '@/features/form-embeds/ui/MissingFormId'
import type { JotformFormBlock } from '@/payload-types'

import { BlockHeader } from '../shared/BlockHeader'
import { JotformFormEmbed } from '../client-parts'
import { editable, type BlockProps } from '../types'

/**
 * A Jotform form in a frame (spec 3 §2.6). The frame loads in the browser only after the visitor allows
 * marketing cookies; until then a notice stands in its place.
 */
export function JotformForm({ block, context }: BlockProps<JotformFormBlock>) {
  const formId = formIdOf(block.formId)
  if (!formId) return <MissingFormId editable={editable(context, 'FormId')} />
  const heading = block.heading?.trim() || null
  const title = block.title?.trim() || heading || formEmbedText(context.dictionary, 'formTitle')
  return (
    <section data-form-provider="jotform" className="py-14 md:py-20">
      <div className="container-page max-w-3xl">
        <BlockHeader context={context} heading={heading} className="mb-8" />
        <div {...editable(context, 'FormId')}>
          <JotformFormEmbed formId={formId} title={title} texts={formEmbedTexts(context.dictionary, block.consentNotice)} />
        </div>
      </div>
    </section>
  )
}

import { Activity, type ReactNode } from 'react'

import { blockComponents, type PageBlock } from '@/blocks/registry'
import type { BlockComponent, BlockContext } from '@/blocks/types'
import { logger } from '@/lib/logger'

import { SectionErrorBoundary } from './SectionErrorBoundary'
import { SectionFallback } from './SectionFallback'

type Props = { blocks: PageBlock[] | null | undefined; context: Omit<BlockContext, 'isFirst'> }

/**
 * Renders a page's sections. A section that throws while rendering on the server, or later in the browser,
 * shows the fallback of spec 1 §2.2 in its place; every other section still renders. Sections are not
 * wrapped in Suspense boundaries of their own: the page arrives whole, so nothing below (the footer) is
 * painted first and pushed down when a section streams in.
 *
 * Each section is its own (always visible) Activity boundary: the browser makes the sections interactive one
 * after another, yielding between them, instead of in one long task that blocks a phone's main thread. A
 * section the visitor touches first is made interactive first. Unlike a Suspense boundary, an Activity
 * boundary never shows a fallback, so the server's HTML is always the whole page, in order.
 */
export async function RenderBlocks({ blocks, context }: Props) {
  const sections: ReactNode[] = []
  for (const [index, block] of (blocks ?? []).entries()) {
    const Block = blockComponents[block.blockType] as BlockComponent<PageBlock> | undefined
    let rendered: ReactNode
    try {
      if (!Block) throw new Error(`No component for block type "${block.blockType}"`)
      rendered = await Block({ block, context: { ...context, isFirst: index === 0 } })
    } catch (error) {
      logger.error({ err: error, blockType: block.blockType, blockId: block.id, site: context.site.key }, 'section failed to render')
      rendered = <SectionFallback />
    }
    sections.push(
      <Activity key={block.id ?? index} mode="visible">
        <SectionErrorBoundary name={block.blockType}>{rendered}</SectionErrorBoundary>
      </Activity>,
    )
  }
  return <>{sections}</>
}

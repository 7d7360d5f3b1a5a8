import type { Page } from '@/payload-types'

import { Blurb } from './Blurb/Component'
import { CardList } from './CardList/Component'
import { HeroBanner } from './HeroBanner/Component'
import { RichTextSection } from './RichText/Component'
import type { BlockComponent } from './types'

export type PageBlock = NonNullable<Page['layout']>[number]
export type PageBlockSlug = PageBlock['blockType']
type BlockOf<Slug extends PageBlockSlug> = Extract<PageBlock, { blockType: Slug }>

/** blockType → component. A block without a component is a compile error, not a blank section. */
export const blockComponents = {
  heroBanner: HeroBanner,
  richText: RichTextSection,
  blurb: Blurb,
  cardList: CardList,
} satisfies { [Slug in PageBlockSlug]: BlockComponent<BlockOf<Slug>> }

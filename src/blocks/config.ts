import type { Block } from 'payload'

import { BlurbBlock } from './Blurb/config'
import { CardListBlock } from './CardList/config'
import { HeroBannerBlock } from './HeroBanner/config'
import { RichTextBlock } from './RichText/config'

/** Every block an editor can place on any page. Its component is registered in ./registry.tsx. */
export const pageBlocks = [HeroBannerBlock, RichTextBlock, BlurbBlock, CardListBlock] satisfies Block[]

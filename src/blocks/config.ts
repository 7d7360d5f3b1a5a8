import type { Block } from 'payload'

import { AccordionBlock } from './Accordion/config'
import { AlertBannerBlock } from './AlertBanner/config'
import { BlurbBlock } from './Blurb/config'
import { CarListBlock } from './CarList/config'
import { CarOfTheWeekBlock } from './CarOfTheWeek/config'
import { CarTeasersBlock } from './CarTeasers/config'
import { CarModelCardBlock } from './CarModelCard/config'
import { CardListBlock } from './CardList/config'
import { ConsumerDebtWarningBlock } from './ConsumerDebtWarning/config'
import { CountdownBlock } from './Countdown/config'
import { DealerSiteListBlock } from './DealerSiteList/config'
import { FaqListBlock } from './FaqList/config'
import { FileDownloadListBlock } from './FileDownloadList/config'
import { HeroBannerBlock } from './HeroBanner/config'
import { HeroCarouselBlock } from './HeroCarousel/config'
import { HubSpotFormBlock } from './HubSpotForm/config'
import { ImageCardBlock } from './ImageCard/config'
import { JotformFormBlock } from './JotformForm/config'
import { NotFoundHeroBlock } from './NotFoundHero/config'
import { RichTextBlock } from './RichText/config'
import { SellCarFormBlock } from './SellCarForm/config'
import { ServiceBookingBlock } from './ServiceBooking/config'
import { ServiceRequestFormBlock } from './ServiceRequestForm/config'
import { SocialSharingBlock } from './SocialSharing/config'
import { StoriesListBlock } from './StoriesList/config'
import { StoriesTeaserBlock } from './StoriesTeaser/config'
import { TireHotelBlock } from './TireHotel/config'
import { WorkshopSiteListBlock } from './WorkshopSiteList/config'

/** Each block's row in the page form is headed by its kind and its title (src/cms/components/BlockRowLabel.tsx). */
function withTitleInRow(block: Block): Block {
  const label = typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug
  return { ...block, admin: { ...block.admin, components: { ...block.admin?.components, Label: { path: '@/cms/components/BlockRowLabel#BlockRowLabel', clientProps: { blockLabel: label } } } } }
}

/** Every block an editor can place on any page. Its component is registered in ./registry.tsx. */
export const pageBlocks = [
  HeroBannerBlock,
  HeroCarouselBlock,
  RichTextBlock,
  BlurbBlock,
  CarModelCardBlock,
  CardListBlock,
  ImageCardBlock,
  CountdownBlock,
  AccordionBlock,
  FaqListBlock,
  FileDownloadListBlock,
  SocialSharingBlock,
  NotFoundHeroBlock,
  AlertBannerBlock,
  ConsumerDebtWarningBlock,
  StoriesListBlock,
  StoriesTeaserBlock,
  SellCarFormBlock,
  ServiceRequestFormBlock,
  HubSpotFormBlock,
  JotformFormBlock,
  CarListBlock,
  CarTeasersBlock,
  CarOfTheWeekBlock,
  DealerSiteListBlock,
  WorkshopSiteListBlock,
  ServiceBookingBlock,
  TireHotelBlock,
].map(withTitleInRow) satisfies Block[]

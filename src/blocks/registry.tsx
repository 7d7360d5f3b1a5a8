import type { Page } from '@/payload-types'

import { Accordion } from './Accordion/Component'
import { AlertBannerSection } from './AlertBanner/Component'
import { Blurb } from './Blurb/Component'
import { CardList } from './CardList/Component'
import { CarList } from './CarList/Component'
import { CarOfTheWeek } from './CarOfTheWeek/Component'
import { CarTeasers } from './CarTeasers/Component'
import { CarModelCard } from './CarModelCard/Component'
import { ConsumerDebtWarning } from './ConsumerDebtWarning/Component'
import { Countdown } from './Countdown/Component'
import { DealerSiteList } from './DealerSiteList/Component'
import { FaqList } from './FaqList/Component'
import { FileDownloadList } from './FileDownloadList/Component'
import { HeroBanner } from './HeroBanner/Component'
import { HeroCarousel } from './HeroCarousel/Component'
import { HubSpotForm } from './HubSpotForm/Component'
import { ImageCard } from './ImageCard/Component'
import { JotformForm } from './JotformForm/Component'
import { NotFoundHeroSection } from './NotFoundHero/Component'
import { RichTextSection } from './RichText/Component'
import { SellCarForm } from './SellCarForm/Component'
import { ServiceBooking } from './ServiceBooking/Component'
import { ServiceRequestForm } from './ServiceRequestForm/Component'
import { SocialSharing } from './SocialSharing/Component'
import { StoriesList } from './StoriesList/Component'
import { StoriesTeaser } from './StoriesTeaser/Component'
import { TireHotel } from './TireHotel/Component'
import { WorkshopSiteList } from './WorkshopSiteList/Component'
import type { BlockComponent } from './types'

export type PageBlock = NonNullable<Page['layout']>[number]
export type PageBlockSlug = PageBlock['blockType']
type BlockOf<Slug extends PageBlockSlug> = Extract<PageBlock, { blockType: Slug }>

/** blockType → component. A block without a component is a compile error, not a blank section. */
export const blockComponents = {
  heroBanner: HeroBanner,
  heroCarousel: HeroCarousel,
  richText: RichTextSection,
  blurb: Blurb,
  carModelCard: CarModelCard,
  cardList: CardList,
  imageCard: ImageCard,
  countdown: Countdown,
  accordion: Accordion,
  faqList: FaqList,
  fileDownloadList: FileDownloadList,
  socialSharing: SocialSharing,
  notFoundHero: NotFoundHeroSection,
  alertBanner: AlertBannerSection,
  consumerDebtWarning: ConsumerDebtWarning,
  storiesList: StoriesList,
  storiesTeaser: StoriesTeaser,
  sellCarForm: SellCarForm,
  serviceRequestForm: ServiceRequestForm,
  hubSpotForm: HubSpotForm,
  jotformForm: JotformForm,
  carList: CarList,
  carTeasers: CarTeasers,
  carOfTheWeek: CarOfTheWeek,
  dealerSiteList: DealerSiteList,
  workshopSiteList: WorkshopSiteList,
  serviceBooking: ServiceBooking,
  tireHotel: TireHotel,
} satisfies { [Slug in PageBlockSlug]: BlockComponent<BlockOf<Slug>> }

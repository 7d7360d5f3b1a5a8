import type { ServiceRequestTextKey } from '../../src/blocks/ServiceRequestForm/texts'
import type { ContentLocale } from '../../src/features/sites/locales'
import type { ShellTextKey } from '../../src/features/page-shell/dictionary-keys'
import type { FontPair, Theme } from '../../src/features/theming/themes'

/** The shape of the demo group's content: one SiteSeed per site in ./sites/<key>.ts. */

export type Localized<T> = Partial<Record<ContentLocale, T>>

import type { SceneName, SceneVariant } from '../../src/integrations/vehicle-media/drawn/scene-names'

export { SCENES, type SceneName, type SceneVariant } from '../../src/integrations/vehicle-media/drawn/scene-names'

export type SeedImage = {
  scene: SceneName
  variant?: SceneVariant
  /** Body colour of the car in the scene, e.g. '#1f3a5f'. */
  carColor?: string
  /** The car's body where the picture must show a kind of car (an SUV for a Countryman page); else the seed's. */
  carBody?: 'sedan' | 'estate' | 'suv'
  /** A phone's picture (1080 × 2340), composed for portrait: the scene above, calm ground below for the text. */
  portrait?: boolean
  /** What the image shows, in the site's default language (required: alt text). */
  alt: string
}

/**
 * Rich text as a short list of nodes. Inline markup inside `p`, list items and `quote`:
 * **bold**, *italic*, [label](/path-on-this-site) or [label](https://example.com).
 */
export type RichNode = { h2: string } | { h3: string } | { p: string } | { ul: string[] } | { ol: string[] } | { quote: string }

/** A link: a page of this site by its path (without language prefix), or a URL. */
export type SeedLink = { path: string; label?: string } | { url: string; label?: string; newTab?: boolean }

export type SeedBlock =
  | {
      blockType: 'heroBanner'
      title: string
      text?: string
      link?: SeedLink
      buttonType?: 'Primary' | 'Secondary' | 'Ghost' | 'Ghost Contrast'
      /** Key into SiteSeed.images. */
      image: string
      imagePhone?: string
      textColor?: 'White' | 'Black'
      contentPlacement?: 'Top' | 'Center' | 'Bottom'
      variant?: 'Default' | 'FullScreen'
      centerContent?: boolean
      hasMarginTop?: boolean
      titleTag?: 'h1' | 'h2' | 'h3'
      /** 'Video' plays `video` (with `image` as its poster). */
      content?: 'Image' | 'Video'
      video?: SeedVideo
      videoPhone?: SeedVideo
      /** A search bar going to this path with ?keyphrase=. */
      search?: { url: string; placeholder?: string; placeholderDesktop?: string }
    }
  | { blockType: 'richText'; content: RichNode[]; width?: 'narrow' | 'wide' }
  | {
      blockType: 'blurb'
      title: string
      text: RichNode[]
      link?: SeedLink
      image: string
      reverse?: boolean
      backgroundColor?: 'None' | 'BackgroundColor1' | 'BackgroundColor2' | 'BackgroundColor3'
      variant?: 'Default' | '50/50'
      titleTag?: 'h2' | 'h3' | 'h4'
      /** Plays instead of the image (which becomes its poster). */
      video?: SeedVideo
      youtubeId?: string
      hasControlBar?: boolean
      useTextAnimations?: boolean
      useMediaAnimations?: boolean
    }
  | {
      blockType: 'cardList'
      heading?: string
      intro?: string
      variant?: 'Default' | 'Card With Borders' | 'Gray background'
      cardStyle?: 'Card' | 'List card'
      perRow?: 'Four' | 'Three'
      cards: { title: string; text?: string; link?: SeedLink; buttonText?: string; image?: string; icon?: CardIcon }[]
    }
  | {
      blockType: 'heroCarousel'
      height?: 'Default' | 'Medium' | 'FullHeight'
      contentPlacementXAxis?: 'Left' | 'Center' | 'Right'
      contentPlacementYAxis?: 'Top' | 'Center' | 'Bottom'
      hasMediaButtons?: boolean
      search?: { url: string; placeholder?: string; placeholderDesktop?: string }
      slides: {
        title: string
        text?: string
        textColor?: 'White' | 'Black'
        textShadow?: boolean
        button?: SeedLink
        buttonType?: 'Primary' | 'Secondary' | 'Ghost' | 'Ghost Contrast'
        image: string
        imagePhone?: string
        video?: SeedVideo
      }[]
    }
  | {
      blockType: 'carModelCard'
      heading?: string
      cards: { title: string; text?: string; image: string; link?: SeedLink; campaign?: string; labels?: { label: string; value: string }[] }[]
    }
  | { blockType: 'imageCard'; heading?: string; cards: { title: string; text?: string; image: string; link: SeedLink }[] }
  | {
      blockType: 'countdown'
      title: string
      text?: string
      /** ISO date-time the countdown reaches zero. */
      endsAt: string
      endedText?: string
      link?: SeedLink
      backgroundColor?: 'None' | 'BackgroundColor1' | 'BackgroundColor2' | 'BackgroundColor3'
    }
  | { blockType: 'accordion'; heading?: string; items: { title: string; content: RichNode[]; openByDefault?: boolean }[] }
  | { blockType: 'faqList'; heading?: string; intro?: string; questions: { question: string; answer: RichNode[] }[] }
  | {
      blockType: 'fileDownloadList'
      heading?: string
      collapsedByDefault?: boolean
      /** Each file is a generated PDF document with this title and these paragraphs. */
      files: { title: string; description?: string; filename: string; paragraphs: string[] }[]
    }
  | { blockType: 'socialSharing'; heading?: string; channels?: Array<'facebook' | 'linkedin' | 'x' | 'email' | 'copy'> }
  | { blockType: 'notFoundHero'; title: string; text?: string; link?: SeedLink }
  | { blockType: 'alertBanner'; type: 'Warning' | 'Dark' | 'Light' | 'Neutral'; icon?: 'CampaignAlert' | 'WarningAlert'; title?: string; text?: string; link?: SeedLink }
  | { blockType: 'consumerDebtWarning'; compact?: boolean }
  | { blockType: 'storiesList'; layout?: 'TwoColumns' | 'SingleColumn'; showDates?: boolean; highlightLatestStory?: boolean }
  | {
      blockType: 'sellCarForm'
      heading?: string
      intro?: string
      /** Under the button; the dictionary's privacy text when absent. Leads go to the site's lead address. */
      privacyNotice?: string
    }
  | { blockType: 'serviceBooking'; heading?: string; intro?: string; contactEmail?: string }
  | { blockType: 'tireHotel'; heading?: string; intro?: string; contactEmail?: string; serviceBookingPath?: string }
  | {
      blockType: 'serviceRequestForm'
      heading?: string
      intro?: string
      /** The motorcycle form; the car form when absent. Every workshop of the site's country is offered. */
      typeMC?: boolean
      /** Texts other than the Norwegian defaults, e.g. for the English page. */
      texts?: Partial<Record<ServiceRequestTextKey, string>>
    }
  | {
      blockType: 'storiesTeaser'
      title: string
      /** Path of the page holding the stories list. */
      indexPath: string
      layout?: 'Default' | 'Variant 2'
      buttonText?: string
    }

  | {
      blockType: 'carList'
      /** Filters the list always applies, in its address form: `car_condition=Begagnad`. */
      fixedQuery?: string
      defaultSort?: 'newest' | 'price_asc' | 'price_desc' | 'mileage_asc' | 'year_desc' | 'privateleasing_asc' | 'brand_asc'
    }
  | {
      blockType: 'carTeasers'
      title?: string
      buttonLink?: SeedLink
      /** Chosen cars by id, in order; otherwise the cars of `query` (the car list's address form). */
      ids?: string[]
      query?: string
      limit?: number
      sort?: 'newest' | 'price_asc' | 'price_desc' | 'mileage_asc' | 'year_desc' | 'privateleasing_asc' | 'brand_asc'
      numberOfCars?: '3' | '4'
    }
  | { blockType: 'carOfTheWeek'; title?: string; text?: string; buttonLink?: SeedLink }
  | {
      blockType: 'dealerSiteList'
      title?: string
      /** The facets shown (all three unless turned off). */
      facets?: { region?: boolean; brand?: boolean; departmentType?: boolean }
      /** The service booking page the facility pages' 'book service and workshop' button opens (Swedish pages). */
      bookServiceLink?: SeedLink
    }
  | { blockType: 'workshopSiteList'; title?: string; detailPath: string; query?: string; buttonLink?: SeedLink }

/** Icons a card can show. */
export type CardIcon = 'car' | 'electric' | 'service' | 'tire' | 'finance' | 'phone' | 'calendar' | 'shield' | 'leaf' | 'key' | 'star' | 'location'

/** Generated demo videos (./videos): short loops rendered from the image scenes. */
export const SEED_VIDEOS = ['coast-drive', 'city-night', 'winter-road'] as const
export type SeedVideo = (typeof SEED_VIDEOS)[number]

/** A site's stories (spec 1 §2.6): they live below the stories index page, at <indexPath>/<year>/<slug>. */
export type SeedStories = {
  /** The page whose layout holds the stories list block. */
  indexPath: string
  tags: { key: string; value: Localized<string> }[]
  stories: SeedStory[]
}

export type SeedStory = {
  slug: string
  /** ISO date-time of publication, e.g. '2026-10-14T08:30:00Z'. */
  date: string
  author: string
  /** Keys of the tags above. */
  tags: string[]
  image: SeedImage
  /** In the site's default language at least. */
  content: Localized<{ title: string; premble: string; body: RichNode[] }>
}

export type SeedPageContent = {
  title: string
  navTitle?: string
  metaTitle?: string
  metaDescription: string
  ogDescription?: string
  layout: SeedBlock[]
}

export type SeedPage = {
  /** '/' for the home page; a parent's path must come before its children's. */
  path: string
  sortOrder?: number
  hideInNavigation?: boolean
  /** The site's 404 page (Site settings → Not found page). */
  notFound?: boolean
  brandDesign?: 'mercedes' | 'smart' | 'mini' | 'bmw'
  ogImage?: string
  /** Key into SiteSeed.images: the page's picture in the mega menu (falls back to ogImage). */
  menuImage?: string
  /** Menu entry that leaves the page: e.g. the partner portal. */
  externalLink?: { href: string; linktype: 'external' | 'internal' | 'media' | 'anchor' | 'mailto' }
  /** When the page has sub-pages, its own menu entry still links to it (default true). */
  navigableWithChildren?: boolean
  /** Content per language; a page exists in a language only when it has content in it. */
  content: Localized<SeedPageContent>
}

export type SiteSeed = {
  key: string
  name: string
  type: 'dealer' | 'used-car-retail' | 'auction' | 'partner' | 'group'
  country: 'SE' | 'NO' | 'GB' | 'FI' | 'SK'
  hostnames: string[]
  locales: ContentLocale[]
  defaultLocale: ContentLocale
  fontPair: FontPair
  theme: Theme
  brandThemes?: Array<'mercedes' | 'smart' | 'mini' | 'bmw'>
  /** UK finance products and texts (Sites → Finance). */
  finance?: import('../../src/payload-types').Site['finance']
  titleTemplate: string
  pathToCarList?: string
  pathToCarDetail?: string
  vehicleIndex?: string
  siteSearchIndex?: string
  /** Colour of the generated favicon. */
  faviconColor: string
  images: Record<string, SeedImage>
  /** Site-specific dictionary texts besides the shared shell texts (./dictionary.ts). */
  dictionary?: Localized<Partial<Record<ShellTextKey | string, string>>>
  pages: SeedPage[]
  navigation: SeedNavigation
  footer: SeedFooter
}

/** The navigation component of spec 1 §3 for a demo site. */
export type SeedNavigation = {
  isSticky?: boolean
  slimNav?: boolean
  hasDarkTheme?: boolean
  showSeparator?: boolean
  logoWidth?: number
  logoHeight?: number
  extraItems?: Localized<{ title: string; link: SeedLink }[]>
  alert?: {
    type: 'Warning' | 'Dark' | 'Light' | 'Neutral'
    icon?: 'CampaignAlert' | 'WarningAlert'
    content: Localized<{ title?: string; text?: string }>
  }
}

/** A footer link: a page or URL (mailto: and tel: get a copy button), or the cookie-settings opener. */
export type SeedFooterLink = { label: string; link: SeedLink } | { label: string; cookieSettings: true }

/** The footer of spec 1 §2.5 and §3 for a demo site. */
export type SeedFooter = {
  /** Car makes shown as logos linking to the car list; each name must be one of BRAND_LOGOS (./images/brand-logos). */
  brands?: string[]
  brandsHeading?: Localized<string>
  columns: Localized<{ title: string; description?: string; items: SeedFooterLink[] }[]>
  highlightedLink?: Localized<{ label: string; link: SeedLink }>
  socialLinks?: { name: string; url: string }[]
  infoField1?: Localized<{ heading?: string; text?: string }>
  infoField2?: Localized<{ heading?: string; text?: string }>
  infoFieldOneChildFullWidth?: boolean
}

/**
 * One permanent redirect of a site's demo table (spec 1 §2.7), in the order the table lists it.
 * source: a path with optional `{name}` segments (one segment) and a last `{name*}` wildcard (the rest of the
 *   path), and optional required query parameters (`/bilar?vehicletype=PB`).
 * destination: a path of the same site (may use the source's `{name}`/`{name*}` and carry a query string, keys
 *   may repeat) or an absolute https:// URL.
 * example: for a source with placeholders, a request path it matches whose destination is a seeded page.
 */
export type SeedRedirect = { source: string; destination: string; permanent?: boolean; example?: string }

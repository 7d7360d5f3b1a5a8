import { z } from 'zod'

import { SERVICE_REQUEST_TEXT_FIELDS } from '../../../src/features/service-request/texts'
import { SITE_INDICES } from '../../../src/features/car-search/indices'
import { isDictionaryKey } from '../../../src/features/dictionary/defaults'
import { VEHICLE_INDICES } from '../../../src/features/stock/car'
import { LOCALE_CODES, type ContentLocale } from '../../../src/features/sites/locales'
import { BRAND_THEMES, FONT_PAIRS, THEMES, type FontPair, type Theme } from '../../../src/cms/themes'
import { SCENES } from '../../demo/drawn/scene-names'

/**
 * What the files of content/demo/<site>/ may hold, checked when the seed reads them (docs/demo.md). Every
 * object is strict: a misspelt field is an error naming its file and place, not a field silently left out.
 */

const locale = z.enum(LOCALE_CODES as [ContentLocale, ...ContentLocale[]])
/** A value per language of the site: `{ "sv-SE": …, "en": … }`. */
const localized = <T extends z.ZodType>(value: T) => z.partialRecord(locale, value)

/** Rich text, written in Markdown: headings (##, ###), paragraphs, lists, quotes, **bold**, *italic* and links. */
export const markdown = z.string()

const path = z.string().regex(/^\/[^\s]*$/, 'a path of this site, starting with /')

/** A link: a page of this site by its path (without language prefix), or a URL. */
export const seedLink = z.union([
  z.strictObject({ path, label: z.string().optional() }),
  z.strictObject({ url: z.string(), label: z.string().optional(), newTab: z.boolean().optional() }),
])

export const SEED_VIDEOS = ['coast-drive', 'city-night', 'winter-road'] as const
/** One of the generated demo videos (scripts/seed/videos): short loops rendered from the image scenes. */
const video = z.enum(SEED_VIDEOS)
/** A key into the site's images (site.json). */
const image = z.string()
const search = z.strictObject({ url: z.string(), placeholder: z.string().optional(), placeholderDesktop: z.string().optional() })
const buttonType = z.enum(['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'])
const backgroundColor = z.enum(['None', 'BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3'])
const carSort = z.enum(['newest', 'price_asc', 'price_desc', 'mileage_asc', 'year_desc', 'privateleasing_asc', 'brand_asc'])
const alertType = z.enum(['Warning', 'Dark', 'Light', 'Neutral'])
const alertIcon = z.enum(['CampaignAlert', 'WarningAlert'])
const textColor = z.enum(['White', 'Black'])
/** What a card or slide says. */
const cardText = { title: z.string(), text: z.string().optional() }

export const CARD_ICONS = [
  'car',
  'electric',
  'service',
  'tire',
  'finance',
  'phone',
  'calendar',
  'shield',
  'leaf',
  'key',
  'star',
  'location',
] as const

const serviceRequestTextKey = z.enum(
  Object.keys(SERVICE_REQUEST_TEXT_FIELDS) as [keyof typeof SERVICE_REQUEST_TEXT_FIELDS, ...(keyof typeof SERVICE_REQUEST_TEXT_FIELDS)[]],
)

/** The content blocks of a page, as the CMS's blocks (src/blocks/<Name>/config.ts) with pictures and links by name. */
export const seedBlock = z.discriminatedUnion('blockType', [
  z.strictObject({
    blockType: z.literal('heroBanner'),
    title: z.string(),
    text: z.string().optional(),
    link: seedLink.optional(),
    buttonType: buttonType.optional(),
    image,
    imagePhone: image.optional(),
    textColor: textColor.optional(),
    contentPlacement: z.enum(['Top', 'Center', 'Bottom']).optional(),
    variant: z.enum(['Default', 'FullScreen']).optional(),
    centerContent: z.boolean().optional(),
    hasMarginTop: z.boolean().optional(),
    titleTag: z.enum(['h1', 'h2', 'h3']).optional(),
    /** 'Video' plays `video` (with `image` as its poster). */
    content: z.enum(['Image', 'Video']).optional(),
    video: video.optional(),
    videoPhone: video.optional(),
    /** A search bar going to this path with ?keyphrase=. */
    search: search.optional(),
  }),
  z.strictObject({ blockType: z.literal('richText'), content: markdown, width: z.enum(['narrow', 'wide']).optional() }),
  z.strictObject({
    blockType: z.literal('blurb'),
    title: z.string(),
    text: markdown,
    link: seedLink.optional(),
    image,
    reverse: z.boolean().optional(),
    backgroundColor: backgroundColor.optional(),
    variant: z.enum(['Default', '50/50']).optional(),
    titleTag: z.enum(['h2', 'h3', 'h4']).optional(),
    /** Plays instead of the image (which becomes its poster). */
    video: video.optional(),
    youtubeId: z.string().optional(),
    hasControlBar: z.boolean().optional(),
    useTextAnimations: z.boolean().optional(),
    useMediaAnimations: z.boolean().optional(),
  }),
  z.strictObject({
    blockType: z.literal('cardList'),
    heading: z.string().optional(),
    intro: z.string().optional(),
    variant: z.enum(['Default', 'Card With Borders', 'Gray background']).optional(),
    cardStyle: z.enum(['Card', 'List card']).optional(),
    perRow: z.enum(['Four', 'Three']).optional(),
    cards: z.array(
      z.strictObject({
        ...cardText,
        link: seedLink.optional(),
        buttonText: z.string().optional(),
        image: image.optional(),
        icon: z.enum(CARD_ICONS).optional(),
      }),
    ),
  }),
  z.strictObject({
    blockType: z.literal('heroCarousel'),
    height: z.enum(['Default', 'Medium', 'FullHeight']).optional(),
    contentPlacementXAxis: z.enum(['Left', 'Center', 'Right']).optional(),
    contentPlacementYAxis: z.enum(['Top', 'Center', 'Bottom']).optional(),
    hasMediaButtons: z.boolean().optional(),
    search: search.optional(),
    slides: z.array(
      z.strictObject({
        ...cardText,
        textColor: textColor.optional(),
        textShadow: z.boolean().optional(),
        button: seedLink.optional(),
        buttonType: buttonType.optional(),
        image,
        imagePhone: image.optional(),
        video: video.optional(),
      }),
    ),
  }),
  z.strictObject({
    blockType: z.literal('carModelCard'),
    heading: z.string().optional(),
    cards: z.array(
      z.strictObject({
        ...cardText,
        image,
        link: seedLink.optional(),
        campaign: z.string().optional(),
        labels: z.array(z.strictObject({ label: z.string(), value: z.string() })).optional(),
      }),
    ),
  }),
  z.strictObject({
    blockType: z.literal('imageCard'),
    heading: z.string().optional(),
    cards: z.array(z.strictObject({ ...cardText, image, link: seedLink })),
  }),
  z.strictObject({
    blockType: z.literal('countdown'),
    title: z.string(),
    text: z.string().optional(),
    /** ISO date-time the countdown reaches zero. */
    endsAt: z.iso.datetime({ offset: true }),
    endedText: z.string().optional(),
    link: seedLink.optional(),
    backgroundColor: backgroundColor.optional(),
  }),
  z.strictObject({
    blockType: z.literal('accordion'),
    heading: z.string().optional(),
    items: z.array(z.strictObject({ title: z.string(), content: markdown, openByDefault: z.boolean().optional() })),
  }),
  z.strictObject({
    blockType: z.literal('faqList'),
    heading: z.string().optional(),
    intro: z.string().optional(),
    questions: z.array(z.strictObject({ question: z.string(), answer: markdown })),
  }),
  z.strictObject({
    blockType: z.literal('fileDownloadList'),
    heading: z.string().optional(),
    collapsedByDefault: z.boolean().optional(),
    /** Each file is a generated PDF document with this title and these paragraphs. */
    files: z.array(
      z.strictObject({
        title: z.string(),
        description: z.string().optional(),
        filename: z.string().regex(/^[a-z0-9-]+\.pdf$/),
        paragraphs: z.array(z.string()),
      }),
    ),
  }),
  z.strictObject({
    blockType: z.literal('socialSharing'),
    heading: z.string().optional(),
    channels: z.array(z.enum(['facebook', 'linkedin', 'x', 'email', 'copy'])).optional(),
  }),
  z.strictObject({ blockType: z.literal('notFoundHero'), title: z.string(), text: z.string().optional(), link: seedLink.optional() }),
  z.strictObject({
    blockType: z.literal('alertBanner'),
    type: alertType,
    icon: alertIcon.optional(),
    title: z.string().optional(),
    text: z.string().optional(),
    link: seedLink.optional(),
  }),
  z.strictObject({ blockType: z.literal('consumerDebtWarning'), compact: z.boolean().optional() }),
  z.strictObject({
    blockType: z.literal('storiesList'),
    layout: z.enum(['TwoColumns', 'SingleColumn']).optional(),
    showDates: z.boolean().optional(),
    highlightLatestStory: z.boolean().optional(),
  }),
  /** Under the button `privacyNotice` (the dictionary's privacy text when absent). Leads go to the site's lead address. */
  z.strictObject({
    blockType: z.literal('sellCarForm'),
    heading: z.string().optional(),
    intro: z.string().optional(),
    privacyNotice: z.string().optional(),
  }),
  z.strictObject({
    blockType: z.literal('serviceBooking'),
    heading: z.string().optional(),
    intro: z.string().optional(),
    contactEmail: z.string().optional(),
  }),
  z.strictObject({
    blockType: z.literal('tireHotel'),
    heading: z.string().optional(),
    intro: z.string().optional(),
    contactEmail: z.string().optional(),
    serviceBookingPath: z.string().optional(),
  }),
  z.strictObject({
    blockType: z.literal('serviceRequestForm'),
    heading: z.string().optional(),
    intro: z.string().optional(),
    /** The motorcycle form; the car form when absent. Every workshop of the site's country is offered. */
    typeMC: z.boolean().optional(),
    /** Texts other than the Norwegian defaults, e.g. for the English page. */
    texts: z.partialRecord(serviceRequestTextKey, z.string()).optional(),
  }),
  /** `indexPath`: the page holding the stories list. */
  z.strictObject({
    blockType: z.literal('storiesTeaser'),
    title: z.string(),
    indexPath: path,
    layout: z.enum(['Default', 'Variant 2']).optional(),
    buttonText: z.string().optional(),
  }),
  /** `fixedQuery`: filters the list always applies, in its address form: `car_condition=Begagnad`. */
  z.strictObject({ blockType: z.literal('carList'), fixedQuery: z.string().optional(), defaultSort: carSort.optional() }),
  z.strictObject({
    blockType: z.literal('carTeasers'),
    title: z.string().optional(),
    buttonLink: seedLink.optional(),
    /** Chosen cars by id, in order; otherwise the cars of `query` (the car list's address form). */
    ids: z.array(z.string()).optional(),
    query: z.string().optional(),
    limit: z.number().int().positive().optional(),
    sort: carSort.optional(),
    numberOfCars: z.enum(['3', '4']).optional(),
  }),
  z.strictObject({
    blockType: z.literal('carOfTheWeek'),
    title: z.string().optional(),
    text: z.string().optional(),
    buttonLink: seedLink.optional(),
  }),
  z.strictObject({
    blockType: z.literal('dealerSiteList'),
    title: z.string().optional(),
    /** The facets shown (all three unless turned off). */
    facets: z
      .strictObject({ region: z.boolean().optional(), brand: z.boolean().optional(), departmentType: z.boolean().optional() })
      .optional(),
    /** The service booking page the facility pages' 'book service and workshop' button opens (Swedish pages). */
    bookServiceLink: seedLink.optional(),
  }),
  z.strictObject({
    blockType: z.literal('workshopSiteList'),
    title: z.string().optional(),
    detailPath: z.string(),
    query: z.string().optional(),
    buttonLink: seedLink.optional(),
  }),
])

/** A picture the seed draws (scripts/demo/drawn). */
export const seedImage = z.strictObject({
  scene: z.enum(SCENES),
  variant: z.enum(['dawn', 'day', 'dusk', 'night']).optional(),
  /** Body colour of the car in the scene, e.g. '#1f3a5f'. */
  carColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, 'a colour like #1f3a5f')
    .optional(),
  /** The car's body where the picture must show a kind of car (an SUV for a Countryman page); else the seed's. */
  carBody: z.enum(['sedan', 'estate', 'suv']).optional(),
  /** A phone's picture (1080 × 2340), composed for portrait: the scene above, calm ground below for the text. */
  portrait: z.boolean().optional(),
  /** What the image shows, in the site's default language (alt text). */
  alt: z.string().trim().min(1),
})

/** site.json: the Site document and the pictures the site's pages use, by key. */
export const siteFile = z.strictObject({
  name: z.string(),
  type: z.enum(['dealer', 'used-car-retail', 'auction', 'partner', 'group']),
  country: z.enum(['SE', 'NO', 'GB', 'FI', 'SK']),
  hostnames: z.array(z.string()).min(1),
  locales: z.array(locale).min(1),
  defaultLocale: locale,
  fontPair: z.enum(Object.keys(FONT_PAIRS) as [FontPair, ...FontPair[]]),
  theme: z.enum(Object.keys(THEMES) as [Theme, ...Theme[]]),
  brandThemes: z.array(z.enum(BRAND_THEMES)).optional(),
  titleTemplate: z.string(),
  pathToCarList: z.string().optional(),
  pathToCarDetail: z.string().optional(),
  vehicleIndex: z.enum(VEHICLE_INDICES).optional(),
  siteSearchIndex: z.enum(SITE_INDICES).optional(),
  /** Colour of the generated favicon. */
  faviconColor: z.string(),
  images: z.record(z.string(), seedImage),
  /** The site's own wording of texts of its languages' default dictionaries (src/features/dictionary). */
  dictionary: localized(z.record(z.string().refine(isDictionaryKey, 'not a key the sites read'), z.string())).optional(),
})

/** navigation.json: the navigation component of spec 1 §3. */
export const navigationFile = z.strictObject({
  isSticky: z.boolean().optional(),
  slimNav: z.boolean().optional(),
  hasDarkTheme: z.boolean().optional(),
  showSeparator: z.boolean().optional(),
  logoWidth: z.number().optional(),
  logoHeight: z.number().optional(),
  extraItems: localized(z.array(z.strictObject({ title: z.string(), link: seedLink }))).optional(),
  alert: z
    .strictObject({
      type: alertType,
      icon: alertIcon.optional(),
      content: localized(z.strictObject({ title: z.string().optional(), text: z.string().optional() })),
    })
    .optional(),
})

/** A footer link: a page or URL (mailto: and tel: get a copy button), or the cookie-settings opener. */
const footerLink = z.union([
  z.strictObject({ label: z.string(), link: seedLink }),
  z.strictObject({ label: z.string(), cookieSettings: z.literal(true) }),
])
const infoField = localized(z.strictObject({ heading: z.string().optional(), text: z.string().optional() }))

/** footer.json: the footer of spec 1 §2.5 and §3. */
export const footerFile = z.strictObject({
  /** Car makes shown as logos linking to the car list; each one of BRAND_LOGOS (scripts/demo/drawn/brand-logos). */
  brands: z.array(z.string()).optional(),
  brandsHeading: localized(z.string()).optional(),
  columns: localized(z.array(z.strictObject({ title: z.string(), description: z.string().optional(), items: z.array(footerLink) }))),
  highlightedLink: localized(z.strictObject({ label: z.string(), link: seedLink })).optional(),
  socialLinks: z.array(z.strictObject({ name: z.string(), url: z.string() })).optional(),
  infoField1: infoField.optional(),
  infoField2: infoField.optional(),
  infoFieldOneChildFullWidth: z.boolean().optional(),
})

/** stories.json: the page whose layout holds the stories list (spec 1 §2.6), and the site's story tags. */
export const storiesFile = z.strictObject({
  indexPath: path,
  tags: z.array(z.strictObject({ key: z.string().regex(/^[a-z0-9-]+$/), value: localized(z.string()) })),
})

/** A page's fields in one language: the file of that language holds them. */
const pageText = {
  title: z.string().trim().min(1),
  navTitle: z.string().optional(),
  metaTitle: z.string().optional(),
  metaDescription: z.string().trim().min(1),
  ogDescription: z.string().optional(),
  layout: z.array(seedBlock),
}

/** A page's fields in every language: the file of the site's default language holds them. */
const pageSettings = {
  sortOrder: z.number().int().optional(),
  hideInNavigation: z.boolean().optional(),
  /** The site's 404 page (Site settings → Not found page). */
  notFound: z.boolean().optional(),
  brandDesign: z.enum(BRAND_THEMES).optional(),
  ogImage: image.optional(),
  /** The page's picture in the mega menu (falls back to ogImage). */
  menuImage: image.optional(),
  /** Menu entry that leaves the page: e.g. the partner portal. */
  externalLink: z.strictObject({ href: z.string(), linktype: z.enum(['external', 'internal', 'media', 'anchor', 'mailto']) }).optional(),
  /** When the page has sub-pages, its own menu entry still links to it (default true). */
  navigableWithChildren: z.boolean().optional(),
}

/** pages/<path>.md|json in the site's default language, and pages/<path>.<language>.md|json in another. */
export const pageFile = z.strictObject({ ...pageText, ...pageSettings })
export const pageTranslationFile = z.strictObject(pageText)

const storyText = { title: z.string().trim().min(1), premble: z.string(), body: markdown }

/** stories/<slug>.md in the site's default language (the Markdown is the body), stories/<slug>.<language>.md in another. */
export const storyFile = z.strictObject({
  ...storyText,
  /** ISO date-time of publication, e.g. '2026-10-14T08:30:00Z'. */
  date: z.iso.datetime({ offset: true }),
  author: z.string(),
  /** Keys of the tags of stories.json. */
  tags: z.array(z.string()),
  image: seedImage,
})
export const storyTranslationFile = z.strictObject(storyText)

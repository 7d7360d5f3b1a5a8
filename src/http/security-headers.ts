/** What the response is, which decides how strict its policy can be. */
export type ResponseKind = 'page' | 'admin' | 'media' | 'api'

export type SecurityHeaderOptions = {
  kind: ResponseKind
  /** The site has a tag-manager container: only then may its scripts load. */
  tagManager: boolean
  /** The origin of the CMS, which may frame pages for live preview. */
  cmsOrigin: string
  /** Origins of every site, which the CMS frames for live preview. */
  siteOrigins: string[]
  /** A production deployment (not demo mode): browsers are told to use HTTPS only. */
  production: boolean
  /** `next dev` needs eval for React's debugging. */
  development: boolean
}

const TAG_MANAGER = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frame: ['https://www.googletagmanager.com'],
}

/** The privacy-enhanced YouTube player, the only one pages embed (it loads only after the visitor's click). */
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com'

/** The form providers' embeds (spec 3 §2.6), which load only after marketing consent: HubSpot's EU script and Jotform's frame. */
const FORM_EMBEDS = {
  script: ['https://js-eu1.hsforms.net'],
  connect: ['https://*.hsforms.com', 'https://*.hubspot.com', 'https://*.hsforms.net'],
  frame: ['https://form.jotform.com', 'https://*.hsforms.net', 'https://*.hubspot.com'],
}

function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' ').trim())
    .join('; ')
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const page = options.kind === 'page'
  const gtm = options.tagManager && page
  const evalForDev = options.development ? ["'unsafe-eval'"] : []
  if (options.kind === 'media') {
    // Uploaded files are never a page: no scripts, even in an SVG opened directly.
    return policy({
      'default-src': ["'none'"],
      'img-src': ["'self'", 'data:'],
      'media-src': ["'self'"],
      'style-src': ["'unsafe-inline'"],
      sandbox: [],
    })
  }
  if (options.kind === 'api') {
    return policy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] })
  }
  const frameAncestors = options.kind === 'admin' ? ["'self'"] : ["'self'", options.cmsOrigin]
  return policy({
    'default-src': ["'self'"],
    // Next.js streams its page data in inline scripts; pages are cached, so a per-request nonce is not possible.
    'script-src': ["'self'", "'unsafe-inline'", ...evalForDev, ...(page ? FORM_EMBEDS.script : []), ...(gtm ? TAG_MANAGER.script : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images from hosts outside the optimiser's allow-list are shown as they are (spec 1 §5), from any HTTPS host.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(gtm ? TAG_MANAGER.img : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(options.development ? ['ws:', 'wss:'] : []),
      ...(page ? FORM_EMBEDS.connect : []),
      ...(gtm ? TAG_MANAGER.connect : []),
    ],
    'media-src': ["'self'", 'blob:'],
    'frame-src':
      options.kind === 'admin'
        ? ["'self'", ...options.siteOrigins]
        : ["'self'", YOUTUBE_PLAYER, ...FORM_EMBEDS.frame, ...(gtm ? TAG_MANAGER.frame : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-ancestors': [...new Set(frameAncestors)],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  })
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  }
  if (options.production) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains'
  return headers
}

/**
 * Google Tag Manager (spec 1 §2.2), loaded in the browser only after the visitor allows statistics (see
 * features/consent). The CSP allows its scripts only on sites with a container id.
 */
export const TAG_MANAGER_SCRIPT_ID = 'gtm'

export function tagManagerSnippet(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${JSON.stringify(gtmId)});`
}

export function isTagManagerLoaded(): boolean {
  return document.getElementById(TAG_MANAGER_SCRIPT_ID) !== null
}

/** Adds the tag-manager snippet to the page once. */
export function loadTagManager(gtmId: string): void {
  if (isTagManagerLoaded()) return
  const script = document.createElement('script')
  script.id = TAG_MANAGER_SCRIPT_ID
  script.text = tagManagerSnippet(gtmId)
  document.head.appendChild(script)
}

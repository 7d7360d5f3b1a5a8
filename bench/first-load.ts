/**
 * The build's scripts a page loads on first visit: its script tags, and the scripts it preloads — the parts drawn on
 * the server that come in scripts of their own (next/dynamic, e.g. the car list's browser side), which the page
 * runs as it starts. `noModule` scripts (legacy polyfills) are left out: browsers that run modules neither
 * download nor run them.
 */
export function firstLoadScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)]
    .filter((tag) => !/\snomodule/i.test(tag[0]))
    .map((tag) => tag[1]!)
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((tag) => tag[0])
    .filter((tag) => /\srel="preload"/.test(tag) && /\sas="script"/.test(tag))
    .map((tag) => /\shref="([^"]+\.js)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href))
  return [...new Set([...scripts, ...preloads])].filter((src) => src.startsWith('/_next/static/'))
}

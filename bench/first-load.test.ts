import { describe, expect, it } from 'vitest'

import { firstLoadScripts } from './first-load'

describe('first-load scripts', () => {
  it('counts the script tags and the scripts preloaded for the parts drawn on the server, once each', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<link rel="preload" href="/_next/static/chunks/c.js" as="script" fetchPriority="low"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('')
    expect(firstLoadScripts(html).sort()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'])
  })

  it('leaves out legacy scripts, other preloads and other hosts’ scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<link rel="preload" as="image" href="/picture.js"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>',
      '<script src="https://www.googletagmanager.com/gtm.js"></script>',
    ].join('')
    expect(firstLoadScripts(html)).toEqual([])
  })
})

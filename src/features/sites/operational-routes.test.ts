import { describe, expect, it } from 'vitest'

import { bookingLinkPage, isApplicationPage, isApplicationPath, operationalRewrite, takesPageMethod } from './operational-routes'

describe('operational rewrites (spec 1 §2.1)', () => {
  it.each([
    ['/healthz', '/api/healthz'],
    ['/robots.txt', '/api/robots'],
    ['/sitemap.xml', '/api/sitemap'],
    ['/sitemap-2.xml', '/api/sitemap/2'],
    ['/feaas-render', '/api/editing/feaas/render'],
    ['/-/media/hero.jpg', '/api/media/file/hero.jpg'],
    ['/-/jssmedia/project/nordvik/images/hero.jpg', '/api/media/file/hero.jpg'],
    ['/sitecore/api/pages', '/api/pages'],
    ['/sitecore/service/graphql', '/api/graphql'],
    ['/-/pages/1', '/api/pages/1'],
  ])('%s goes to %s', (path, target) => {
    expect(operationalRewrite(path)).toBe(target)
  })

  it('keeps the query string', () => {
    expect(operationalRewrite('/feaas-render', '?token=a&path=%2F')).toBe('/api/editing/feaas/render?token=a&path=%2F')
    expect(operationalRewrite('/sitemap-3.xml', '?x=1')).toBe('/api/sitemap/3?x=1')
  })

  it('leaves content paths alone', () => {
    expect(operationalRewrite('/kop-bil')).toBeNull()
    expect(operationalRewrite('/sitemap.xml.bak')).toBeNull()
  })

  it('knows the paths of the framework and the CMS', () => {
    expect(isApplicationPath('/admin')).toBe(true)
    expect(isApplicationPath('/admin/collections/pages')).toBe(true)
    expect(isApplicationPath('/api/pages')).toBe(true)
    expect(isApplicationPath('/_next/static/x.js')).toBe(true)
    expect(isApplicationPath('/administration')).toBe(false)
    expect(isApplicationPath('/om-oss')).toBe(false)
  })

  it('answers the demo inbox on every host, not a site page of that name', () => {
    expect(isApplicationPath('/demo/inbox')).toBe(true)
    expect(isApplicationPath('/demo')).toBe(false)
    expect(isApplicationPath('/demonstration')).toBe(false)
  })

  it('draws the pages of booking e-mails’ links on every host, in the site’s own frame', () => {
    expect(bookingLinkPage('/tirehotel/cancel')).toBe('tirehotel-cancel')
    expect(bookingLinkPage('/service-booking/change')).toBe('service-change')
    expect(bookingLinkPage('/saved-searches/confirm')).toBe('saved-search-confirm')
    expect(bookingLinkPage('/saved-searches/unsubscribe')).toBe('saved-search-unsubscribe')
    expect(bookingLinkPage('/saved-searches/manage')).toBe('saved-search-manage')
    expect(bookingLinkPage('/favourites')).toBe('favourites')
    expect(bookingLinkPage('/service-booking/change/')).toBe('service-change')
    expect(bookingLinkPage('/tirehotel')).toBeNull()
    expect(bookingLinkPage('/service-booking')).toBeNull()
    // Drawn as the site's pages, not answered outside them.
    expect(isApplicationPath('/tirehotel/cancel')).toBe(false)
  })
})

describe('page methods', () => {
  it('reads a page (GET, HEAD) and nothing else', () => {
    for (const method of ['GET', 'HEAD']) expect(takesPageMethod(method), method).toBe(true)
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST', 'OPTIONS', 'get']) expect(takesPageMethod(method), method).toBe(false)
  })
  it('counts the demo inbox as a page among the application paths; the booking links’ pages are the site’s own', () => {
    expect(isApplicationPage('/demo/inbox')).toBe(true)
    expect(isApplicationPage('/tirehotel/cancel')).toBe(false)
    for (const path of ['/api/forms/comhub', '/admin', '/_next/static/x.js']) expect(isApplicationPage(path), path).toBe(false)
  })
})

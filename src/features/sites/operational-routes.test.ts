import { describe, expect, it } from 'vitest'

import { isApplicationPath, operationalRewrite } from './operational-routes'

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

  it('answers the tire hotel’s cancel page on every host', () => {
    expect(isApplicationPath('/tirehotel/cancel')).toBe(true)
    expect(isApplicationPath('/tirehotel')).toBe(false)
  })
})

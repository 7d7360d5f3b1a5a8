import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/lib/env'

import { RemoteImage } from './RemoteImage'

const img = (html: string) => ({
  src: html.match(/ src="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&'),
  srcSet: html.match(/ srcSet="([^"]+)"/)?.[1],
})

describe('remote image', () => {
  it('goes through the optimiser for an allowed host', () => {
    const html = renderToStaticMarkup(
      <RemoteImage src="https://images.example.com/car.jpg" alt="Bil" width={1280} height={720} sizes="100vw" allowedHosts={['images.example.com']} />,
    )
    expect(img(html).src).toMatch(/^\/_next\/image\?url=https%3A%2F%2Fimages\.example\.com%2Fcar\.jpg&w=\d+/)
    expect(img(html).srcSet).toContain('/_next/image?url=')
  })

  it('shows an image from another host as it is', () => {
    const html = renderToStaticMarkup(
      <RemoteImage src="https://elsewhere.example.org/car.jpg" alt="Bil" width={1280} height={720} allowedHosts={['images.example.com']} />,
    )
    expect(img(html).src).toBe('https://elsewhere.example.org/car.jpg')
    expect(html).not.toContain('/_next/image')
  })

  it('optimises this site’s own paths and makes protocol-relative addresses absolute', () => {
    expect(img(renderToStaticMarkup(<RemoteImage src="/-/media/car.jpg" alt="" width={640} height={360} allowedHosts={[]} />)).src).toMatch(
      /^\/_next\/image\?url=%2F-%2Fmedia%2Fcar\.jpg/,
    )
    expect(img(renderToStaticMarkup(<RemoteImage src="//elsewhere.example.org/car.jpg" alt="" width={640} height={360} allowedHosts={[]} />)).src).toBe(
      'https://elsewhere.example.org/car.jpg',
    )
  })
})

describe('FORECOURT_IMAGE_HOSTS configuration', () => {
  it('is optional, and a list of hosts when given', () => {
    expect(parseEnv({}).FORECOURT_IMAGE_HOSTS).toEqual([])
    expect(parseEnv({ FORECOURT_IMAGE_HOSTS: 'images.example.com, *.cdn.example.net' }).FORECOURT_IMAGE_HOSTS).toEqual(['images.example.com', '*.cdn.example.net'])
  })

  it('refuses entries that are not host names, rather than optimising nothing in silence', () => {
    expect(() => parseEnv({ FORECOURT_IMAGE_HOSTS: 'https://images.example.com/' })).toThrow(/FORECOURT_IMAGE_HOSTS/)
  })
})

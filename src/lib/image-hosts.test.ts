import { describe, expect, it } from 'vitest'

import { isImageHostPattern, isOptimisableImage, parseImageHosts } from './image-hosts'

const allowed = ['images.example.com', '*.cdn.example.net']

describe('image host allow-list (spec 1 §5)', () => {
  it('optimises this site’s own images, CMS media included', () => {
    expect(isOptimisableImage('/-/media/hero.jpg', [])).toBe(true)
    expect(isOptimisableImage('/brand/logo.png', allowed)).toBe(true)
  })

  it('optimises HTTPS images from an allowed host', () => {
    expect(isOptimisableImage('https://images.example.com/cars/1.jpg', allowed)).toBe(true)
    expect(isOptimisableImage('https://IMAGES.example.com/cars/1.jpg', allowed)).toBe(true)
    expect(isOptimisableImage('//images.example.com/cars/1.jpg', allowed)).toBe(true)
  })

  it('does not optimise images from any other host', () => {
    expect(isOptimisableImage('https://evil.example.org/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('https://images.example.com.evil.org/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('https://example.com/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('https://images.example.com/x.jpg', [])).toBe(false)
  })

  it('matches a leading *. as exactly one subdomain level, as Next.js does', () => {
    expect(isOptimisableImage('https://a.cdn.example.net/x.jpg', allowed)).toBe(true)
    expect(isOptimisableImage('https://cdn.example.net/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('https://a.b.cdn.example.net/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('https://acdn.example.net/x.jpg', allowed)).toBe(false)
  })

  it('leaves plain HTTP, credentials, data: and blob: URLs and page-relative paths alone', () => {
    expect(isOptimisableImage('http://images.example.com/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('https://user:secret@images.example.com/x.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('data:image/png;base64,AAAA', allowed)).toBe(false)
    expect(isOptimisableImage('blob:https://images.example.com/1234', allowed)).toBe(false)
    expect(isOptimisableImage('images/car.jpg', allowed)).toBe(false)
    expect(isOptimisableImage('', allowed)).toBe(false)
  })
})

describe('FORECOURT_IMAGE_HOSTS', () => {
  it('is a comma-separated list, trimmed and lower-cased, empty by default', () => {
    expect(parseImageHosts(' Images.Example.com, *.cdn.example.net ,,')).toEqual(['images.example.com', '*.cdn.example.net'])
    expect(parseImageHosts(undefined)).toEqual([])
    expect(parseImageHosts('')).toEqual([])
  })

  it('accepts host names with an optional leading *. and nothing else', () => {
    expect(isImageHostPattern('images.example.com')).toBe(true)
    expect(isImageHostPattern('*.cdn.example.net')).toBe(true)
    expect(isImageHostPattern('localhost')).toBe(true)
    expect(isImageHostPattern('https://images.example.com')).toBe(false)
    expect(isImageHostPattern('images.example.com/path')).toBe(false)
    expect(isImageHostPattern('**.example.com')).toBe(false)
    expect(isImageHostPattern('img.*.example.com')).toBe(false)
    expect(isImageHostPattern('*')).toBe(false)
  })
})

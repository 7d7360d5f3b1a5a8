import { describe, expect, it } from 'vitest'

import { SLUG_PATTERN, pagePath, parentPathOf, pathFromSegments, slugify } from './page-path'

describe('page paths', () => {
  it('slugifies titles in every site language', () => {
    expect(slugify('Köp bil & leasing')).toBe('kop-bil-leasing')
    expect(slugify('Bileierskap og garanti')).toBe('bileierskap-og-garanti')
    expect(slugify('Værksted – Ærlig pris')).toBe('vaerksted-aerlig-pris')
    expect(slugify('Löydä meidät')).toBe('loyda-meidat')
    expect(slugify('Kúpiť jazdené auto')).toBe('kupit-jazdene-auto')
    expect(slugify('  --Om oss--  ')).toBe('om-oss')
    for (const title of ['Köp bil', 'Škoda Octavia', 'Om oss!']) expect(slugify(title)).toMatch(SLUG_PATTERN)
  })

  it('builds nested paths from the home page down', () => {
    expect(pagePath(null, 'ignored')).toBe('/')
    expect(pagePath('/', 'kop-bil')).toBe('/kop-bil')
    expect(pagePath('/kop-bil', 'alla-bilar-i-lager')).toBe('/kop-bil/alla-bilar-i-lager')
  })

  it('turns route segments back into a lower-case page path', () => {
    expect(pathFromSegments(undefined)).toBe('/')
    expect(pathFromSegments([])).toBe('/')
    expect(pathFromSegments(['Kop-Bil', 'alla-bilar-i-lager'])).toBe('/kop-bil/alla-bilar-i-lager')
    expect(pathFromSegments(['l%C3%A4s'])).toBe('/läs')
  })

  it('drops trailing segments for parent links', () => {
    expect(parentPathOf('/livet-med-bil/2026/min-story', 2)).toBe('/livet-med-bil')
    expect(parentPathOf('/a', 1)).toBe('/')
    expect(parentPathOf('/', 2)).toBe('/')
  })
})

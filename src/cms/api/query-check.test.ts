import type { FlattenedField } from 'payload'
import { describe, expect, it } from 'vitest'

import { fieldKind, queryProblems, type QuerySchema } from './query-check'

const field = (value: object) => value as FlattenedField
const sites: FlattenedField[] = [field({ name: 'key', type: 'text' }), field({ name: 'country', type: 'select', options: [{ label: 'Sweden', value: 'SE' }, 'NO'] })]
const pages: FlattenedField[] = [
  field({ name: 'title', type: 'text' }),
  field({ name: 'sortOrder', type: 'number' }),
  field({ name: 'hideInNavigation', type: 'checkbox' }),
  field({ name: '_status', type: 'select', options: [{ label: 'Draft', value: 'draft' }, { label: 'Published', value: 'published' }] }),
  field({ name: 'site', type: 'relationship', relationTo: 'sites' }),
  field({ name: 'document', type: 'relationship', relationTo: ['pages', 'sites'] }),
  field({ name: 'layout', type: 'blocks', blocks: [{ slug: 'hero', flattenedFields: [field({ name: 'heading', type: 'text' }), field({ name: 'page', type: 'relationship', relationTo: 'pages' })] }] }),
  field({ name: 'seo', type: 'group', flattenedFields: [field({ name: 'description', type: 'textarea' })] }),
  field({ name: 'values', type: 'json' }),
  field({ name: 'body', type: 'richText' }),
  field({ name: 'location', type: 'point' }),
  field({ name: 'createdAt', type: 'date' }),
]
const schema: QuerySchema = { fields: pages, fieldsOf: (slug) => (slug === 'sites' ? sites : slug === 'pages' ? pages : null) }
const check = (args: Parameters<typeof queryProblems>[1], operation: Parameters<typeof queryProblems>[0] = 'read') => queryProblems(operation, args, schema)

describe('the caps of a CMS API call', () => {
  it('takes what the admin and headless clients ask for', () => {
    expect(check({ depth: '0', limit: '10', page: '2', sort: ['-createdAt', 'title'] })).toEqual([])
    expect(check({ depth: 2, limit: 100, page: 10_000, sort: 'site.key' })).toEqual([])
    // The admin's bulk edit and delete: every document its where names.
    expect(check({ limit: '0', where: { id: { in: ['1', '2'] } } }, 'delete')).toEqual([])
    expect(check({ limit: '0', depth: 0 }, 'update')).toEqual([])
  })

  it('refuses a depth, limit or page beyond them, in words', () => {
    expect(check({ depth: '99999' })).toEqual(['depth is a whole number from 0 to 2.'])
    expect(check({ depth: '3' })).toEqual(['depth is a whole number from 0 to 2.'])
    expect(check({ depth: 'abc' })).toEqual(['depth is a whole number from 0 to 2.'])
    expect(check({ depth: -1 }, 'create')).toEqual(['depth is a whole number from 0 to 2.'])
    for (const limit of ['0', '101', '-1', '1e3', 'NaN', 1000]) expect(check({ limit }), String(limit)).toEqual(['limit is a whole number from 1 to 100.'])
    expect(check({ limit: '1000' }, 'delete')).toEqual(['limit is a whole number from 0 to 100.'])
    expect(check({ sort: '-' })).toEqual(['sort: "-" names no field.'])
    // The admin's list columns load related documents by their ids with limit 250: no more than the ids come back.
    expect(check({ limit: '250', depth: '0', where: { id: { in: '3,4' } } })).toEqual([])
    expect(check({ limit: '251', where: { id: { in: '3' } } })).toEqual(['limit is a whole number from 1 to 250.'])
    expect(check({ limit: '250', where: { id: { in: '3' }, title: { equals: 'x' } } })).toEqual(['limit is a whole number from 1 to 100.'])
    expect(check({ limit: '250', where: { id: { in: '3', equals: '4' } } })).toEqual(['limit is a whole number from 1 to 100.'])
    for (const page of ['0', '-1', '10001', '100000000000000000000', '1.5']) expect(check({ page }), page).toEqual(['page is a whole number from 1 to 10000.'])
    expect(check({ pagination: false })).toEqual(['pagination stays on: ask for pages of at most 100.'])
  })

  it('sorts by at most three fields that can be sorted by', () => {
    expect(check({ sort: 'a,b,c,d' })).toEqual(['sort orders by at most 3 fields.'])
    expect(check({ sort: 'layout' })).toEqual(['sort: "layout" is not a field to sort by.'])
    expect(check({ sort: 'values' })).toEqual(['sort: "values" is not a field to sort by.'])
    expect(check({ sort: 'nosuchfield' })).toEqual(['sort: "nosuchfield" is not a field to sort by.'])
    expect(check({ sort: { a: 1 } })).toEqual(['sort is a field name, or names separated by commas (-name sorts down).'])
  })
})

describe('a where that fits its fields', () => {
  it('takes conditions whose values fit', () => {
    const where = {
      and: [
        { title: { like: 'bil' } },
        { or: [{ createdAt: { greater_than: '2026-01-01' } }, { createdAt: { less_than_equal: '2026-12-01T09:00:00.000Z' } }] },
        { _status: { in: 'draft,published' } },
        { site: { equals: '3' } },
        { 'site.country': { not_equals: 'SE' } },
        { 'layout.page': { in: ['1', '2'] } },
        { 'seo.description': { exists: 'false' } },
        { hideInNavigation: { equals: 'true' } },
        { sortOrder: { greater_than: '-2.5' } },
        { id: { not_in: [1, 2] } },
        { document: { equals: { relationTo: 'sites', value: '1' } } },
        { values: { exists: true } },
        { 'version.title': { equals: 'Hem' } },
        { latest: { equals: 'true' } },
        { title: { equals: 'null' } },
        { id: { not_equals: '' } },
        { site: { equals: '' } },
      ],
    }
    expect(queryProblems('read', { where }, schema)).toEqual([])
  })

  it('refuses values no field takes, naming each as it was sent', () => {
    expect(check({ where: { createdAt: { greater_than: 'notadate' } } })).toEqual(['where[createdAt][greater_than] is a date, e.g. 2026-12-01 or 2026-12-01T09:00:00Z.'])
    expect(check({ where: { createdAt: { equals: '2027-13-01' } } })).toEqual(['where[createdAt][equals] is a date, e.g. 2026-12-01 or 2026-12-01T09:00:00Z.'])
    expect(check({ where: { createdAt: { equals: '2027-02-30' } } })).toHaveLength(1)
    expect(check({ where: { title: { near: '1' } } })).toEqual(['where[title][near] works on map points only.'])
    expect(check({ where: { title: { within: 'x' } } })).toEqual(['where[title][within] works on map points only.'])
    expect(check({ where: { title: { intersects: 'x' } } })).toEqual(['where[title][intersects] works on map points only.'])
    expect(check({ where: { location: { near: 'a,b' } } })).toEqual(['where[location][near] is longitude,latitude[,max distance[,min distance]] in numbers.'])
    expect(check({ where: { location: { near: '18.06,59.33,1000' } } })).toEqual([])
    expect(check({ where: { site: { equals: 'abc' } } })).toEqual(['where[site][equals] is the id of a document (a whole number).'])
    expect(check({ where: { id: { equals: 'abc' } } })).toEqual(['where[id][equals] is the id of a document (a whole number).'])
    expect(check({ where: { _status: { equals: 'bogus' } } })).toEqual(['where[_status][equals] is one of draft, published.'])
    expect(check({ where: { _status: { like: 'dr' } } })).toEqual(['where[_status][like] is compared with equals or in: draft, published.'])
    expect(check({ where: { sortOrder: { equals: '1x' } } })).toEqual(['where[sortOrder][equals] is a number.'])
    expect(check({ where: { hideInNavigation: { equals: 'maybe' } } })).toEqual(['where[hideInNavigation][equals] is true or false.'])
    expect(check({ where: { title: { exists: 'maybe' } } })).toEqual(['where[title][exists] is true or false.'])
    expect(check({ where: { title: { equals: { a: '1' } } } })).toEqual(['where[title][equals] is one value, not a set of them.'])
    expect(check({ where: { values: { equals: 'x' } } })).toEqual(['where[values][equals] can only be asked whether it exists (exists=true or false).'])
    expect(check({ where: { body: { like: 'x' } } })).toEqual(['where[body][like] can only be asked whether it exists (exists=true or false).'])
    expect(check({ where: { title: { like: 'x'.repeat(1001) } } })).toEqual(['where[title][like] is at most 1000 characters.'])
    expect(check({ where: { id: { in: Array.from({ length: 101 }, (_, i) => String(i)) } } })).toEqual(['where[id][in] holds at most 100 values.'])
    expect(check({ where: { and: [{ or: [{ site: { equals: 'x' } }] }] } })).toEqual(['where[and][0][or][0][site][equals] is the id of a document (a whole number).'])
  })

  it('refuses a where that is no set of conditions', () => {
    for (const where of ['%', 1, ['a'], 'title']) expect(check({ where }), JSON.stringify(where)).toEqual(['where is a set of conditions, e.g. where[title][equals]=Kontakt.'])
    expect(check({ where: { or: '1' } })).toEqual(['where[or] is a list of conditions, e.g. where[or][0][title][equals]=Kontakt.'])
    expect(check({ where: { title: 'x' } })).toEqual(['where[title] compares a field with an operator, e.g. where[title][equals]=….'])
    let nested: object = { title: { equals: 'x' } }
    for (let level = 0; level < 6; level++) nested = { and: [nested] }
    expect(check({ where: nested })).toEqual(['where puts and/or inside one another at most 4 deep.'])
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, { equals: 'x' }]))
    expect(check({ where: many })).toEqual(['where has at most 50 conditions.'])
  })

  it('leaves a path or operator it does not know to Payload, which refuses it with a 400', () => {
    expect(check({ where: { nosuch: { equals: '1' } } })).toEqual([])
    expect(check({ where: { title: { nosuchoperator: '1' } } })).toEqual([])
  })
})

describe('fieldKind', () => {
  it('follows groups, blocks and relationships to one collection', () => {
    expect(fieldKind('seo.description', schema)).toEqual({ kind: 'text' })
    expect(fieldKind('layout.heading', schema)).toEqual({ kind: 'text' })
    expect(fieldKind('layout.page.site.country', schema)).toEqual({ kind: 'select', options: ['SE', 'NO'] })
    expect(fieldKind('site.id', schema)).toEqual({ kind: 'id' })
    expect(fieldKind('document.key', schema)).toBeNull()
    expect(fieldKind('values.anything.deep', schema)).toEqual({ kind: 'structured' })
    expect(fieldKind('parent', schema)).toEqual({ kind: 'id' })
  })
})

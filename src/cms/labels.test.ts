import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { humanLabel, nameWords, singularOf } from './labels'

describe('field names in words', () => {
  it.each([
    ['official_name', 'Official name'],
    ['department_type', 'Department type'],
    ['pathToCarList', 'Path to car list'],
    ['url', 'URL'],
    ['sourceUrl', 'Source URL'],
    ['canonicalURL', 'Canonical URL'],
    ['carId', 'Car id'],
    ['contentPlacementXAxis', 'Content placement x axis'],
    ['logoBlackAndWhite', 'Logo black and white'],
  ])('%s → %s', (name, label) => {
    expect(humanLabel(name)).toBe(label)
  })

  it('splits names at underscores, dashes and capitals, keeping runs of capitals whole', () => {
    expect(nameWords('site_departments')).toEqual(['site', 'departments'])
    expect(nameWords('gtmID')).toEqual(['gtm', 'id'])
    expect(nameWords('timeSlot2Start')).toEqual(['time', 'slot', '2', 'start'])
  })

  it.each([
    ['Deviation days', 'Deviation day'],
    ['Categories', 'Category'],
    ['Addresses', 'Address'],
    ['Social links', 'Social link'],
    ['Staff', 'Staff'],
  ])('a row of %s is a %s', (plural, singular) => {
    expect(singularOf(plural)).toBe(singular)
  })
})

/** Payload's own label for a field without one (its `toWords`): "Official_name", "Path To Car List". */
const payloadsOwnLabel = (name: string) =>
  name
    .split(/[\s-]/)
    .filter(Boolean)
    .map((part) => part.split(/(?=[A-Z])/).join(' '))
    .map((words) => words.charAt(0).toUpperCase() + words.slice(1))
    .join(' ')

type Found = { where: string; label: string }

/** Fields Payload adds and labels itself (the API key of a user, drawn by its own component). */
const PAYLOADS_OWN = new Set(['enableAPIKey', 'apiKey', 'apiKeyIndex', 'hasAPIKey'])

/** Every label an editor reads on a field or a row of a list, with where it is. */
function labelsOf(fields: Field[], where: string): Found[] {
  return fields.flatMap((field): Found[] => {
    const inner = (more: Field[], at: string) => labelsOf(more, at)
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => inner(tab.fields, `${where} › ${typeof tab.label === 'string' ? tab.label : ''}`))
    if (field.type === 'row' || field.type === 'collapsible') return inner(field.fields, where)
    const hidden = (field as { hidden?: boolean }).hidden || (field.admin as { hidden?: boolean; disabled?: boolean } | undefined)?.hidden || (field.admin as { disabled?: boolean } | undefined)?.disabled
    if (!('name' in field) || hidden || field.type === 'ui' || PAYLOADS_OWN.has(field.name)) return []
    const at = `${where}.${field.name}`
    // A label given as a function is Payload's own, translated (Status).
    if (typeof field.label === 'function') return []
    const label = typeof field.label === 'string' ? field.label : payloadsOwnLabel(field.name)
    const found: Found[] = field.label === false ? [] : [{ where: at, label }]
    if (field.type === 'array') {
      const row = typeof field.labels?.singular === 'string' ? field.labels.singular : payloadsOwnLabel(field.name)
      found.push({ where: `${at} (a row)`, label: row })
    }
    if (field.type === 'blocks') {
      const block = typeof field.labels?.singular === 'string' ? field.labels.singular : payloadsOwnLabel(field.name)
      found.push({ where: `${at} (Add …)`, label: block })
      for (const kind of field.blocks) found.push(...inner(kind.fields, `${at}[${kind.slug}]`))
    }
    if ('fields' in field && Array.isArray(field.fields)) found.push(...inner(field.fields, at))
    return found
  })
}

/** A label that is a data name: underscores, the run-together "Openinghour", Title Case Of Joined Words, "Url". */
function rawName(label: string, name: string): boolean {
  if (label.includes('_') || /\bUrl\b/.test(label)) return true
  const joined = name.replace(/[_-]/g, '')
  if (/^[a-z]{12,}$/.test(joined) && label.toLowerCase().replace(/\s/g, '').startsWith(joined.slice(0, 10))) return !label.includes(' ')
  const words = label.split(' ')
  return words.length > 1 && label === payloadsOwnLabel(name)
}

describe('the CMS’s fields', () => {
  it('are named in words, in every collection, global and block', async () => {
    const config = await (await import('@payload-config')).default
    const raw: string[] = []
    for (const entity of [...config.collections.filter((collection) => !collection.slug.startsWith('payload-')), ...(config.globals ?? [])]) {
      for (const { where, label } of labelsOf(entity.fields, entity.slug)) {
        const name = where.replace(/ \((a row|Add …)\)$/, '').split('.').pop()!.replace(/\[.*$/, '')
        if (rawName(label, name)) raw.push(`${where}: "${label}"`)
      }
    }
    expect(raw).toEqual([])
  }, 60_000)
})

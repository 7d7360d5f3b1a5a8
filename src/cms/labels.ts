import type { Block, CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload'

/**
 * Every field of the CMS is named in words. Payload names a field without a label after its data name, which
 * reads "Official_name", "Path To Car List" or "Url"; here such a field gets its name in sentence case instead
 * ("Official name", "Path to car list", "URL"), and a list of rows without names of its own gets them from its
 * label ("Deviation days" → a row is a "Deviation day"). Fields with a label of their own keep it.
 */

/** Words written in capitals wherever they stand. */
const ACRONYMS = new Set(['url', 'erp', 'gtm', 'sms', 'vat', 'uk', 'cta', 'pdf', 'adf', 'hp', 'pcp', 'apr'])

/** The words of a data name: `site_official_name`, `pathToCarList`, `canonicalURL`, `openinghours`. */
export function nameWords(name: string): string[] {
  return name
    .split(/[_\s-]+/)
    .flatMap((part) => part.match(/[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? [])
    .map((word) => word.toLowerCase())
}

/** A data name in sentence case: `pathToCarList` → "Path to car list", `sourceUrl` → "Source URL", `carId` → "Car id". */
export function humanLabel(name: string): string {
  const words = nameWords(name).map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
  const sentence = words.join(' ')
  return sentence.charAt(0).toUpperCase() + sentence.slice(1)
}

/** One row of a list named in the plural: "Deviation days" → "Deviation day", "Categories" → "Category". */
export function singularOf(plural: string): string {
  const words = plural.split(' ')
  const last = words.pop() ?? ''
  const one = /[^aeiou]ies$/i.test(last)
    ? last.replace(/ies$/i, 'y')
    : /(ss|x|ch|sh)es$/i.test(last)
      ? last.replace(/es$/i, '')
      : /[^s]s$/i.test(last)
        ? last.slice(0, -1)
        : last
  return [...words, one].join(' ')
}

type Labelled = { label?: unknown; labels?: { singular?: unknown; plural?: unknown } }

function withLabels(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & Labelled & { name?: string; fields?: Field[]; tabs?: Array<{ fields: Field[] }>; blocks?: Block[] }
    if ('name' in next && typeof next.name === 'string' && next.label === undefined && next.type !== 'tabs') next.label = humanLabel(next.name)
    if (next.type === 'array' && !next.labels) {
      const plural = typeof next.label === 'string' ? next.label : humanLabel(next.name ?? '')
      next.labels = { singular: singularOf(plural), plural }
    }
    if (Array.isArray(next.fields)) next.fields = withLabels(next.fields)
    if (next.type === 'tabs' && next.tabs) next.tabs = next.tabs.map((tab) => ({ ...tab, fields: withLabels(tab.fields) }))
    if (next.type === 'blocks' && next.blocks) next.blocks = next.blocks.map((block) => ({ ...block, fields: withLabels(block.fields) }))
    return next as Field
  })
}

export function labelCollection<T extends CollectionConfig | GlobalConfig>(entity: T): T {
  return { ...entity, fields: withLabels(entity.fields) }
}

/** The last plugin: fields added by the plugins before it are named in words too. */
export const humanLabels: Plugin = (config: Config) => ({
  ...config,
  collections: config.collections?.map(labelCollection),
  globals: config.globals?.map(labelCollection),
})

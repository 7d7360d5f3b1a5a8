import { formatNames, toWords, type FlattenedField, type SanitizedConfig } from 'payload'

/** One field of a collection as the fuzz test needs it: what values it takes. */
export type CmsFieldDescription = { name: string; type: string; options?: string[]; relationTo?: string | string[] }

export type CmsCollectionDescription = {
  slug: string
  /** Its GraphQL names (query `plural`, `single` by id), or null without GraphQL. */
  graphQL: { single: string; plural: string } | null
  versions: boolean
  auth: boolean
  upload: boolean
  fields: CmsFieldDescription[]
}

export type CmsApiDescription = { collections: CmsCollectionDescription[]; globals: string[]; locales: string[] }

/** Payload's GraphQL names of a collection (@payloadcms/graphql initCollections). */
function graphQLNames(slug: string, graphQL: { singularName?: string; pluralName?: string } | false | undefined) {
  if (graphQL === false) return null
  const fromSlug = formatNames(slug)
  const single = graphQL?.singularName ? toWords(graphQL.singularName, true) : fromSlug.singular
  const plural = graphQL?.pluralName ? toWords(graphQL.pluralName, true) : fromSlug.plural
  return { single, plural: single === plural ? `all${single}` : plural }
}

function describeField(field: FlattenedField): CmsFieldDescription {
  const options = 'options' in field && Array.isArray(field.options) ? field.options.map((option) => (typeof option === 'string' ? option : option.value)) : undefined
  const relationTo = 'relationTo' in field ? (field.relationTo as string | string[]) : undefined
  return { name: field.name, type: field.type, ...(options ? { options } : {}), ...(relationTo ? { relationTo } : {}) }
}

/** The CMS's REST and GraphQL API as the endpoint table lists it (GET /api/internal/endpoints). */
export function describeCmsApi(config: SanitizedConfig): CmsApiDescription {
  return {
    collections: config.collections.map((collection) => ({
      slug: collection.slug,
      graphQL: graphQLNames(collection.slug, collection.graphQL as { singularName?: string; pluralName?: string } | false | undefined),
      versions: Boolean(collection.versions),
      auth: Boolean(collection.auth),
      upload: Boolean(collection.upload),
      fields: collection.flattenedFields.map(describeField),
    })),
    globals: config.globals.map((global) => global.slug),
    locales: config.localization ? config.localization.localeCodes : [],
  }
}

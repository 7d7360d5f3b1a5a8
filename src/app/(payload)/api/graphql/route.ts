import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardedGraphQL } from '@/cms/api/routes'

// A body that is no GraphQL request is refused in words (src/cms/api/routes.ts); the query's size by the config.
export const POST = guardedGraphQL(GRAPHQL_POST(config))
export const OPTIONS = REST_OPTIONS(config)

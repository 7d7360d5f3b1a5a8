import { routeOf } from '@/http/next-route'

import { endpointTable } from '@/app/api/endpoints'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(endpointTable)

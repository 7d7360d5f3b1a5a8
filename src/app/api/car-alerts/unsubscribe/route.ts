import { routeOf } from '@/http/next-route'

import { unsubscribeSearch } from '../endpoint'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(unsubscribeSearch)

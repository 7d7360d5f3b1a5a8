import { routeOf } from '@/http/next-route'

import { confirmSearch } from '../endpoint'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(confirmSearch)

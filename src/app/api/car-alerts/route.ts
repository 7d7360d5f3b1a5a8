import { routeOf } from '@/http/next-route'

import { saveSearch } from './endpoint'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(saveSearch)

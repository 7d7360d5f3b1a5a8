import { routeOf } from '@/http/next-route'

import { mechmateChangeLink } from './endpoint'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(mechmateChangeLink)

import { routeOf } from '@/http/next-route'

import { tireHotelBook } from '../../endpoint'

export const dynamic = 'force-dynamic'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = routeOf(tireHotelBook)

import { describe, expect, it } from 'vitest'

import { isTrackingParameter, setAsideTrackingParameters, withoutTrackingParameters } from './tracking-query'

describe('campaign and click parameters', () => {
  it('knows the analytics’ parameters, in any case and escaped, and nothing a page reads', () => {
    for (const name of [
      'utm_source',
      'utm_medium',
      'UTM_Campaign',
      'utm_content',
      'utm_term',
      'fbclid',
      'gclid',
      'msclkid',
      'dclid',
      'gbraid',
      'wbraid',
      'ttclid',
      'mc_cid',
      '_gl',
      'utm%5Fsource',
    ])
      expect(isTrackingParameter(name), name).toBe(true)
    for (const name of ['utm', 'page', 'sortName', 'car_brand', 'q', 'token', 'utm_', 'xfbclid', '%E0%A4%A', ''])
      expect(isTrackingParameter(name), name).toBe(false)
  })

  it('takes them out of a query string, keeping every other parameter as written and in its order', () => {
    expect(withoutTrackingParameters('?car_fuel=El&utm_source=fb&sortName=price_asc&fbclid=x%20y')).toBe('?car_fuel=El&sortName=price_asc')
    expect(withoutTrackingParameters('car_body=SUV%2BX&&gclid')).toBe('?car_body=SUV%2BX')
    expect(withoutTrackingParameters('?utm_source=a&utm_medium=b')).toBe('')
    expect(withoutTrackingParameters('?')).toBe('')
    expect(withoutTrackingParameters('')).toBe('')
  })

  it('sets them aside from an address, or says there are none', () => {
    expect(setAsideTrackingParameters('/kop-bil?utm_campaign=vinter&car_fuel=El')).toEqual({
      pageUrl: '/kop-bil?car_fuel=El',
      visitorQuery: '?utm_campaign=vinter&car_fuel=El',
    })
    expect(setAsideTrackingParameters('/bil/1/volvo?fbclid=IwAR0')).toEqual({ pageUrl: '/bil/1/volvo', visitorQuery: '?fbclid=IwAR0' })
    expect(setAsideTrackingParameters('/kop-bil?car_fuel=El')).toBeNull()
    expect(setAsideTrackingParameters('/kop-bil')).toBeNull()
  })
})

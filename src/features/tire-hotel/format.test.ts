import { describe, expect, it } from 'vitest'

import { appointmentText, packageName, tireDimension, treadDepthText, treadShare } from './format'

describe('the tire hotel’s figures', () => {
  it('writes a tire’s dimension and tread depth', () => {
    expect(tireDimension({ sectionWidth: 215, aspectRatio: 55, rimDiameter: 17 })).toBe('215/55 R17')
    expect(tireDimension({ sectionWidth: 215, aspectRatio: null, rimDiameter: 17 })).toBe('215 R17')
    expect(tireDimension({ sectionWidth: null, aspectRatio: null, rimDiameter: null })).toBe('')
    expect(treadDepthText(7.2)).toBe('7,2 mm')
    expect(treadDepthText(3)).toBe('3,0 mm')
    expect(treadShare(4.5)).toBe(0.5)
    expect(treadShare(12)).toBe(1)
    expect(treadShare(null)).toBe(0)
  })

  it('writes the booked time, or the day alone when the workshop sets the time', () => {
    expect(appointmentText('2027-05-24T09:30:00', false)).toBe('måndag 24 maj 2027 kl. 09:30')
    expect(appointmentText('2027-05-24T00:00:00', true)).toBe('måndag 24 maj 2027')
    expect(appointmentText('2027-05-24', false)).toBe('måndag 24 maj 2027')
    expect(appointmentText('snart', false)).toBe('snart')
  })

  it('names the tire package by its level', () => {
    expect(packageName('Plus')).toBe('Däckhotell Plus')
    expect(packageName('Däckhotell Bas')).toBe('Däckhotell Bas')
    expect(packageName('')).toBe('')
  })
})

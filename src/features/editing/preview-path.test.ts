import { describe, expect, it } from 'vitest'

import { editingPreviewPath, matchEditingPath } from './preview-path'

describe('live preview paths', () => {
  it('names the site in the path, on any host', () => {
    expect(editingPreviewPath('se-dealer', '/')).toBe('/__editing/se-dealer')
    expect(editingPreviewPath('se-dealer', '/en/om-oss')).toBe('/__editing/se-dealer/en/om-oss')
  })

  it('reads the site and the page path back', () => {
    expect(matchEditingPath('/__editing/se-dealer')).toEqual({ siteKey: 'se-dealer', path: '/' })
    expect(matchEditingPath('/__editing/se-dealer/en/om-oss')).toEqual({ siteKey: 'se-dealer', path: '/en/om-oss' })
    expect(matchEditingPath('/__editing')).toBeNull()
    expect(matchEditingPath('/__editingx/a')).toBeNull()
    expect(matchEditingPath('/om-oss')).toBeNull()
  })
})

import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { clearDiskCache } from './disk-cache'

const folders: string[] = []
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })))

function nextFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-disk-cache-'))
  folders.push(root)
  return root
}

describe('clearing a disk cache at start', () => {
  it('removes the folder and everything in it, and leaves nothing beside it', () => {
    const root = nextFolder()
    const cache = path.join(root, 'route-cache')
    mkdirSync(path.join(cache, 'APP_PAGE', 'abc', '$'), { recursive: true })
    writeFileSync(path.join(cache, 'APP_PAGE', 'abc', '$', 'page.html'), '<html></html>')
    const warnings: string[] = []
    clearDiskCache(cache, (message) => warnings.push(message))
    expect(readdirSync(root)).toEqual([])
    expect(warnings).toEqual([])
  })

  it('is done when there is no folder', () => {
    const root = nextFolder()
    expect(() => clearDiskCache(path.join(root, 'fetch-cache'), () => {})).not.toThrow()
  })

  it('lets another process write its next page into a new folder while the old one is removed', () => {
    const root = nextFolder()
    const cache = path.join(root, 'route-cache')
    mkdirSync(path.join(cache, 'APP_PAGE'), { recursive: true })
    writeFileSync(path.join(cache, 'APP_PAGE', 'old.html'), 'old')
    clearDiskCache(cache, () => {})
    // What the other instance writes after the clearing is at the usual place, in a folder of its own.
    mkdirSync(path.join(cache, 'APP_PAGE'), { recursive: true })
    writeFileSync(path.join(cache, 'APP_PAGE', 'new.html'), 'new')
    expect(readdirSync(root)).toEqual(['route-cache'])
    expect(existsSync(path.join(cache, 'APP_PAGE', 'old.html'))).toBe(false)
  })
})

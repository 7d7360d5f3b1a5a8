import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * No hand-written function of src/ runs over 100 lines: a longer one fetches, holds state and lays out at once, or
 * is a closure factory with its steps inside, and is split into a data hook and a view, or into named steps.
 */

const SRC = path.resolve(import.meta.dirname)
const MAX_LINES = 100

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      entry.name !== 'payload-types.ts'
      ? [full]
      : []
  })
}

/** A function's name as a reader finds it: its own, its variable's or its property's; `(anonymous)` without one. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText()
  const parent = node.parent
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText()
  return '(anonymous)'
}

/** Every function of the code over `max` lines, as `file name` (the file under src/). */
function longFunctions(file: string, code: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line
      if (last - first + 1 > max) found.push(`${path.relative(SRC, file)} ${nameOf(node)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('function length', () => {
  it('finds a function over the limit, by its name', () => {
    const body = Array.from({ length: 4 }, (_, line) => `  const v${line} = ${line}`).join('\n')
    const code = `export function short() {\n  return 1\n}\nexport const long = () => {\n${body}\n}\n`
    expect(longFunctions(path.join(SRC, 'features/x/a.ts'), code, 5)).toEqual(['features/x/a.ts long'])
    expect(longFunctions(path.join(SRC, 'features/x/a.ts'), code, 6)).toEqual([])
  })

  it('holds for every function of src/', () => {
    const long = sourceFiles(SRC).flatMap((file) => longFunctions(file, readFileSync(file, 'utf8')))
    expect(long.sort(), 'functions over 100 lines: split them').toEqual([])
  })
})

import type { SearchResponse } from './schema'

/**
 * Search answers written as JSON bytes (UTF-8). The cars of an answer are the index's own documents, shared by
 * every answer that lists them, and a whole car is several kilobytes of JSON: the bytes of the documents written
 * most recently (about `documents` of them) are kept, and an answer is put together from them. Working in bytes
 * matters: car texts hold characters outside Latin-1, so an answer as one JavaScript string is a two-byte
 * string of some 350,000 characters, several times slower to join and to encode than to copy its parts. The
 * result is the same as `JSON.stringify(answer)` encoded as UTF-8.
 */
export function answerWriter(options: { documents: number }) {
  // Two generations instead of a strict least-recently-used order (which costs a Map reorder per car): bytes
  // used in the current generation are kept, those of the previous one go when the current one is full.
  const generation = Math.max(1, Math.floor(options.documents / 2))
  let current = new Map<object, Buffer>()
  let previous = new Map<object, Buffer>()

  function documentBytes(document: object): Buffer {
    let bytes = current.get(document)
    if (bytes !== undefined) return bytes
    bytes = previous.get(document) ?? Buffer.from(JSON.stringify(document), 'utf8')
    if (current.size >= generation) {
      previous = current
      current = new Map()
    }
    current.set(document, bytes)
    return bytes
  }

  const COMMA = Buffer.from(',')
  const OPEN = Buffer.from('[')
  const CLOSE = Buffer.from(']')

  return {
    /**
     * The answer's bytes in parts, each kept car's bytes one of them: sent as they are, an answer of 48 whole
     * cars allocates a few hundred bytes instead of 370 KB. (Memory outside the JavaScript heap allocated at
     * that rate made the collector mark the whole heap, a stock of 100,000 cars, every two seconds.)
     * `wholeDocuments`: the answer lists the index's documents themselves (no `fields` projection).
     */
    parts(answer: SearchResponse<object>, wholeDocuments: boolean): Buffer[] {
      const parts: Buffer[] = []
      let first = true
      for (const [key, value] of Object.entries(answer)) {
        if (value === undefined) continue
        parts.push(Buffer.from(`${first ? '{' : ','}${JSON.stringify(key)}:`, 'utf8'))
        first = false
        if (key === 'content' && wholeDocuments && Array.isArray(value)) {
          parts.push(OPEN)
          value.forEach((document: object, at) => {
            if (at > 0) parts.push(COMMA)
            parts.push(documentBytes(document))
          })
          parts.push(CLOSE)
        } else parts.push(Buffer.from(JSON.stringify(value), 'utf8'))
      }
      parts.push(Buffer.from(first ? '{}' : '}'))
      return parts
    },
    /** How many documents' bytes are kept now. */
    size: () => current.size + [...previous.keys()].filter((document) => !current.has(document)).length,
  }
}

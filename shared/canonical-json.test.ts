import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonical-json.ts'

describe('canonicalJson', () => {
  it('sorts keys at every depth and writes no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [true, null], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[true,null]},"b":1}',
    )
  })

  it('gives a reformatted, reordered document the same text', () => {
    const doc = { query: 'alice', results: [{ status: 'found', module: 'github' }], n: 2 }
    const reformatted = JSON.parse(
      '{\n  "n": 2,\n  "results": [ { "module": "github", "status": "found" } ],\n  "query": "alice"\n}',
    ) as unknown
    expect(canonicalJson(reformatted)).toBe(canonicalJson(doc))
    expect(canonicalJson(JSON.parse(JSON.stringify(doc, null, 4)) as unknown)).toBe(
      canonicalJson(doc),
    )
  })

  it('tells apart documents that differ by one character', () => {
    expect(canonicalJson({ query: 'alice' })).not.toBe(canonicalJson({ query: 'alicf' }))
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]))
  })

  it('orders keys by UTF-16 code units, and writes strings and numbers as JSON does', () => {
    expect(canonicalJson({ é: 1, z: 2, A: 3, _: 4 })).toBe('{"A":3,"_":4,"z":2,"é":1}')
    expect(canonicalJson({ s: 'line\n"quoted"\u2028', n: 1e21, m: -0.5, i: 100 })).toBe(
      '{"i":100,"m":-0.5,"n":1e+21,"s":"line\\n\\"quoted\\"\u2028"}',
    )
  })

  it('leaves out undefined properties, as a JSON round trip does', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe('{"a":1}')
  })

  it('refuses what JSON cannot carry instead of rewriting it', () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(TypeError)
    expect(() => canonicalJson({ n: Number.POSITIVE_INFINITY })).toThrow(TypeError)
    expect(() => canonicalJson([undefined])).toThrow(TypeError)
    expect(() => canonicalJson({ when: new Date(0) })).toThrow(TypeError)
    expect(() => canonicalJson({ f: () => 1 })).toThrow(TypeError)
    expect(() => canonicalJson(10n)).toThrow(TypeError)
  })
})

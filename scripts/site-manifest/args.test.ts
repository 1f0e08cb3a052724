import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseGeneratorArgs, readDataSet } from './args.ts'

const paths = [
  ['--maigret', 'm.json'],
  ['--sherlock', 's.json'],
  ['--whatsmyname', 'w.json'],
  ['--out', 'sites.json'],
].flat()

describe('parseGeneratorArgs', () => {
  it('reads the three data sets, the output and a count of 520 by default', () => {
    expect(parseGeneratorArgs(paths)).toEqual({
      maigret: 'm.json',
      sherlock: 's.json',
      whatsmyname: 'w.json',
      out: 'sites.json',
      count: 520,
    })
    expect(parseGeneratorArgs([...paths, '--count', '40']).count).toBe(40)
  })

  it('names every path that is missing instead of reaching for a default', () => {
    expect(() => parseGeneratorArgs(['--maigret', 'm.json'])).toThrow(
      'missing --sherlock, --whatsmyname, --out',
    )
  })

  it.each(['0', '-3', '2.5', 'many'])('refuses --count %s', (count) => {
    expect(() => parseGeneratorArgs([...paths, `--count=${count}`])).toThrow(
      `--count must be a positive whole number, not "${count}"`,
    )
  })

  it('refuses an option it does not know', () => {
    expect(() => parseGeneratorArgs([...paths, '--reference', '/data'])).toThrow(/--reference/)
  })
})

describe('readDataSet', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-manifest-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('parses a JSON file', () => {
    writeFileSync(join(dir, 'ok.json'), '{"sites":{}}')
    expect(readDataSet('maigret', join(dir, 'ok.json'))).toEqual({ sites: {} })
  })

  it('names the option and the file when it is missing or not JSON', () => {
    expect(() => readDataSet('sherlock', join(dir, 'absent.json'))).toThrow(
      /^--sherlock .*absent\.json: ENOENT$/,
    )
    writeFileSync(join(dir, 'bad.json'), '<html>')
    expect(() => readDataSet('maigret', join(dir, 'bad.json'))).toThrow(
      /^--maigret .*bad\.json is not JSON/,
    )
  })
})

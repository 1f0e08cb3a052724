import { describe, expect, it } from 'vitest'
import {
  UnknownModuleError,
  allModules,
  findCatalogueProblems,
  modulesFor,
  platformsFor,
} from './registry.ts'
import { NOT_FOUND, fakeModule } from './testing/fake-module.ts'
import type { LookupModule } from './types.ts'

/** A module named Example on example.com (fakeModule names it after its id otherwise). */
const fake = (extra: Partial<LookupModule> = {}): LookupModule =>
  fakeModule('example', async () => NOT_FOUND, {
    name: 'Example',
    url: 'https://example.com/{}',
    hosts: ['example.com'],
    ...extra,
  })

describe('the registered catalogue', () => {
  it('has no problems: unique ids, names, categories, types, hosts, fixtures', () => {
    expect(findCatalogueProblems(allModules())).toEqual([])
  })

  it('checks at least 1,200 username platforms, one host counting once', () => {
    expect(platformsFor('username').length).toBeGreaterThanOrEqual(1200)
  })

  it('leaves the code modules’ ids out of the manifest', () => {
    const reserved = ['github', 'gitlab', 'reddit', 'steam', 'x', 'instagram', 'gravatar', 'twitch']
    const siteIds = allModules()
      .filter((m) => m.kind === 'site')
      .map((m) => m.id)
    expect(siteIds.filter((id) => reserved.includes(id))).toEqual([])
  })
})

describe('findCatalogueProblems', () => {
  it.each<[string, LookupModule[], RegExp]>([
    ['a duplicate id', [fake(), fake()], /duplicate id/],
    ['an id with capitals', [fake({ id: 'GitHub' })], /lowercase/],
    ['an empty name', [fake({ name: '  ' })], /empty name/],
    ['a category outside the list', [fake({ category: 'gossip' as never })], /bad category/],
    ['no query type', [fake({ types: [] })], /no query type/],
    ['an unknown query type', [fake({ types: ['fax' as never] })], /bad type/],
    ['a missing absent fixture', [fake({ fixtures: { present: 'a', absent: '' } })], /absent/],
    ['equal fixtures', [fake({ fixtures: { present: 'a', absent: 'a' } })], /same/],
    ['a site without hosts', [fake({ kind: 'site', hosts: [] })], /no hosts/],
    ['an empty site url', [fake({ kind: 'site', url: '' })], /not an http/],
    ['a host with a scheme', [fake({ hosts: ['https://example.com'] })], /host names/],
    [
      'hosts of another platform',
      [fake({ url: 'https://example.com/{}', hosts: ['other.org'] })],
      /do not cover/,
    ],
    ['a non-http url', [fake({ url: 'ftp://example.com/{}' })], /not an http/],
    ['a site url without {}', [fake({ kind: 'site', url: 'https://example.com/' })], /needs \{\}/],
    ['an adult site without the category', [fake({ adult: true })], /adult/],
    ['a bad needsKey', [fake({ needsKey: 'my key' })], /environment variable/],
    ['a timeout over a minute', [fake({ timeoutMs: 120_000 })], /timeoutMs/],
  ])('reports %s', (_, modules, problem) => {
    const problems = findCatalogueProblems(modules)
    expect(problems.length).toBeGreaterThan(0)
    expect(problems.join('\n')).toMatch(problem)
  })

  it('accepts a module that makes no requests: no hosts, no page', () => {
    expect(findCatalogueProblems([fake({ hosts: [], url: '' })])).toEqual([])
  })

  it('accepts an API host on the profile’s own domain', () => {
    const api = fake({ url: 'https://github.com/{}', hosts: ['api.github.com'] })
    expect(findCatalogueProblems([api])).toEqual([])
  })
})

describe('modulesFor', () => {
  const catalogue = [
    fake({ id: 'site-a', kind: 'site' }),
    fake({ id: 'mail', types: ['email'] }),
    fake({ id: 'both', types: ['email', 'username'] }),
    fake({ id: 'paid', types: ['email'], kind: 'provider', needsKey: 'PAID_API_KEY' }),
  ]

  it('picks the modules that accept the query type', () => {
    const ids = modulesFor('username', { catalogue }).map((m) => m.id)
    expect(ids).toEqual(['site-a', 'both'])
  })

  it('leaves out modules whose API key is not set, and keeps them once it is', () => {
    expect(modulesFor('email', { catalogue, env: {} }).map((m) => m.id)).toEqual(['mail', 'both'])
    expect(
      modulesFor('email', { catalogue, env: { PAID_API_KEY: '' } }).map((m) => m.id),
    ).not.toContain('paid')
    expect(
      modulesFor('email', { catalogue, env: { PAID_API_KEY: 'k' } }).map((m) => m.id),
    ).toContain('paid')
  })

  it('narrows to the ids asked for', () => {
    const ids = modulesFor('email', { catalogue, only: ['both'] }).map((m) => m.id)
    expect(ids).toEqual(['both'])
  })

  it('names unknown ids in a clear error', () => {
    expect(() => modulesFor('email', { catalogue, only: ['both', 'nope', 'zilch'] })).toThrow(
      UnknownModuleError,
    )
    expect(() => modulesFor('email', { catalogue, only: ['nope'] })).toThrow(
      'unknown module id: nope',
    )
  })

  it('uses the registered catalogue by default', () => {
    const ids = modulesFor('username').map((m) => m.id)
    const expected = allModules().filter((m) => m.types.includes('username') && !m.needsKey)
    expect(ids).toEqual(expected.map((m) => m.id))
  })
})

describe('the catalogue and the module files', () => {
  it('lists every module file in engine/modules/, and every listed module has its file', async () => {
    const { readdirSync } = await import('node:fs')
    const files = readdirSync(new URL('./modules/', import.meta.url))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort()
    const codeModules = allModules()
      .filter((m) => m.kind !== 'site')
      .map((m) => m.id)
      .sort()
    expect(codeModules).toEqual(files)
  })
})

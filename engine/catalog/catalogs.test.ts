import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { findCatalogueProblems, modulesFor } from '../registry.ts'
import { emailModules } from './email.ts'
import { isSupportedCountry } from 'libphonenumber-js/max'
import { servesNumber } from '../modules/_phone/number.ts'
import { phoneIntelModule } from '../modules/phone-intel.ts'
import type { LookupModule } from '../types.ts'
import { phoneModules } from './phone.ts'
import { providerModules } from './providers.ts'
import { usernameModules } from './username.ts'

describe('the email, phone and provider catalogues', () => {
  it('hold at least 120 keyless account checks in at least 12 categories, for email only', () => {
    const checks = emailModules.filter((m) => !m.local && !m.needsKey)
    expect(checks.length).toBeGreaterThanOrEqual(120)
    expect(new Set(checks.map((m) => m.category)).size).toBeGreaterThanOrEqual(12)
    expect(emailModules.every((m) => m.kind === 'module' && m.types.join() === 'email')).toBe(true)
  })

  it('say, for every email module, why its check never notifies the owner', () => {
    const problems = emailModules.flatMap((m) => {
      const note = m.silence?.trim() ?? ''
      if (note.length < 25) return [`${m.id}: no silence note, or one too short to say why`]
      if ((m.silence ?? '').length > 300) return [`${m.id}: a silence note over 300 characters`]
      // The header's label is not a reason: the note says what the request is.
      if (/^silent\b/i.test(note)) return [`${m.id}: a silence note that starts "Silent"`]
      return []
    })
    expect(problems).toEqual([])
  })

  it('hold at least 30 keyless phone account checks in at least 6 categories', () => {
    const checks = phoneModules.filter((m) => !m.local && !m.needsKey)
    expect(checks.length).toBeGreaterThanOrEqual(30)
    expect(new Set(checks.map((m) => m.category)).size).toBeGreaterThanOrEqual(6)
  })

  it('hold the offline phone intelligence module', () => {
    expect(phoneModules.map((m) => m.id)).toContain('phone-intel')
    expect(phoneModules.find((m) => m.id === 'phone-intel')?.hosts).toEqual([])
  })

  it('say, for every phone account check, why it notifies nobody and which countries it serves', () => {
    const checks = phoneModules.filter((m) => !m.local && !m.needsKey)
    expect(checks.length).toBeGreaterThan(0)
    const problems = checks.flatMap((m) => {
      const note = m.silence?.trim() ?? ''
      const out: string[] = []
      if (note.length < 25 || note.length > 300)
        out.push(`${m.id}: no silence note of 25-300 characters`)
      if (/^silent\b/i.test(note)) out.push(`${m.id}: a silence note that starts "Silent"`)
      if (m.finding !== 'account')
        out.push(`${m.id}: finds ${m.finding ?? 'a profile'}, not an account`)
      if (m.types.join() !== 'phone') out.push(`${m.id}: takes ${m.types.join()}, not phone only`)
      if (
        m.countries &&
        (m.countries.length === 0 || m.countries.some((c) => !isSupportedCountry(c)))
      )
        out.push(`${m.id}: countries must be codes libphonenumber knows`)
      // Its canaries must be numbers the search would ask it about.
      if ([m.fixtures.present, m.fixtures.absent].some((n) => !servesNumber(m.countries, n)))
        out.push(`${m.id}: a fixture of a country it does not serve`)
      return out
    })
    expect(problems).toEqual([])
  })

  it('run, for a phone number, only the platform checks that serve its country', () => {
    const check = (id: string, countries?: string[]): LookupModule => ({
      ...phoneIntelModule,
      id,
      local: undefined,
      url: `https://${id}.example/`,
      hosts: [`${id}.example`],
      ...(countries ? { countries } : {}),
    })
    const catalogue = [
      phoneIntelModule,
      check('everywhere'),
      check('uk', ['GB']),
      check('ru', ['RU', 'KZ']),
    ]
    const ids = (query: string) => modulesFor('phone', { catalogue, query }).map((m) => m.id)
    expect(ids('+447400123456')).toEqual(['phone-intel', 'everywhere', 'uk'])
    expect(ids('+77012345678')).toEqual(['phone-intel', 'everywhere', 'ru'])
    expect(ids('+12015550123')).toEqual(['phone-intel', 'everywhere'])
    // A number without its country code can be written for no platform: only its facts.
    expect(ids('07400123456')).toEqual(['phone-intel'])
    expect(modulesFor('phone', { catalogue }).map((m) => m.id)).toHaveLength(4)
  })

  it('are sound: unique ids, categories, hosts and fixtures', () => {
    expect(findCatalogueProblems([...emailModules, ...phoneModules, ...providerModules])).toEqual(
      [],
    )
  })

  it('mark every provider with the environment variable it needs', () => {
    expect(providerModules.map((m) => [m.id, m.kind, m.needsKey])).toEqual([
      ['hibp', 'provider', 'HIBP_API_KEY'],
      ['whoxy', 'provider', 'WHOXY_API_KEY'],
      ['numverify', 'provider', 'NUMVERIFY_API_KEY'],
      ['osint-industries', 'provider', 'OSINT_INDUSTRIES_API_KEY'],
    ])
  })

  it('leave a provider out of the search until its key is set', () => {
    const catalogue = providerModules
    expect(modulesFor('email', { catalogue, env: {} })).toEqual([])
    expect(modulesFor('phone', { catalogue, env: {} })).toEqual([])
    expect(
      modulesFor('email', { catalogue, env: { HIBP_API_KEY: 'k', WHOXY_API_KEY: '' } }).map(
        (m) => m.id,
      ),
    ).toEqual(['hibp'])
    expect(
      modulesFor('phone', {
        catalogue,
        env: { NUMVERIFY_API_KEY: 'k', OSINT_INDUSTRIES_API_KEY: 'k' },
      }).map((m) => m.id),
    ).toEqual(['numverify', 'osint-industries'])
  })
})

describe('username code modules', () => {
  it("each pins, in its own tests, that another account's answer is never found", () => {
    const missing = usernameModules.filter((m) => {
      const tests = readFileSync(new URL(`../modules/${m.id}.test.ts`, import.meta.url), 'utf8')
      return !/anotherAccount:|refuses (?:a|an) \w+ (?:of|for|describing) another/.test(tests)
    })
    expect(missing.map((m) => m.id)).toEqual([])
  })
})

import fc from 'fast-check'
import { parsePhoneNumberFromString } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { FICTION_RANGES, nameOfShape, nameShape, twinCount, twinsOf } from './twins.ts'

/** A name as users type them: letters of any case and script, digits and separators. */
const nameChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-éЖж',
)
const names = fc.array(nameChar, { minLength: 1, maxLength: 30 }).map((cs) => cs.join(''))

describe('the shape of a name', () => {
  it('keeps length, letter case, digits and separators in order', () => {
    expect(nameShape('alice1987')).toBe('aaaaa9999')
    expect(nameShape('john.smith')).toBe('aaaa.aaaaa')
    expect(nameShape('Bob_de-Vries')).toBe('Aaa_aa-Aaaaa')
    expect(nameShape('Жанна')).toBe('Aaaaa')
  })
})

describe('a twin of a username', () => {
  it('has the query’s shape and is not the query', () => {
    fc.assert(
      fc.property(names, (name) => {
        const twins = twinsOf('username', name)
        expect(twins?.shape).toBe(`username:${nameShape(name)}`)
        for (const twin of twins?.names ?? []) {
          expect(nameShape(twin)).toBe(nameShape(name))
          expect([...twin]).toHaveLength([...name].length)
          if (/[\p{L}\d]/u.test(name)) expect(twin.toLowerCase()).not.toBe(name.toLowerCase())
        }
      }),
    )
  })

  it('is made of plain ASCII letters and digits, whatever script the query uses', () => {
    fc.assert(
      fc.property(names, (name) => {
        for (const twin of twinsOf('username', name)?.names ?? []) {
          expect(twin).toMatch(/^[a-zA-Z0-9._-]+$/)
        }
      }),
    )
  })

  it('looks like the examples: alice1987 and john.smith', () => {
    const [a] = twinsOf('username', 'alice1987')?.names ?? []
    const [j] = twinsOf('username', 'john.smith')?.names ?? []
    expect(a).toMatch(/^[b-df-hj-np-tv-xz]{5}\d{4}$/)
    expect(j).toMatch(/^[b-df-hj-np-tv-xz]{4}\.[b-df-hj-np-tv-xz]{5}$/)
  })

  it('gives short names several twins of rare letters, long names one', () => {
    expect(twinCount(3)).toBe(3)
    expect(twinCount(4)).toBe(3)
    expect(twinCount(6)).toBe(2)
    expect(twinCount(7)).toBe(1)
    const short = twinsOf('username', 'bob')
    expect(short?.names).toHaveLength(3)
    expect(new Set(short?.names).size).toBe(3)
    for (const twin of short?.names ?? []) expect(twin).toMatch(/^[qxzjvkw]{3}$/)
    expect(twinsOf('username', 'alexander')?.names).toHaveLength(1)
  })

  it('is drawn afresh: two queries of one shape get different twins', () => {
    const seen = new Set(Array.from({ length: 20 }, () => nameOfShape('aaaaa9999')))
    expect(seen.size).toBeGreaterThan(15)
  })

  it('is reproducible from its source of randomness', () => {
    const seeded = () => {
      let n = 7
      return (max: number) => (n = (n * 48271) % 2147483647) % max
    }
    expect(twinsOf('username', 'alice1987', seeded())).toEqual(
      twinsOf('username', 'alice1987', seeded()),
    )
  })

  it('has no twin when the shape has nothing to vary', () => {
    expect(twinsOf('username', '._.')?.names).toEqual([])
  })
})

describe('a twin of an email address', () => {
  it('keeps the domain and the local part’s shape, and stays out of the shared store', () => {
    fc.assert(
      fc.property(names, fc.constantFrom('gmail.com', 'Example.ORG', 'mail.co.uk'), (l, d) => {
        const twins = twinsOf('email', `${l}@${d}`)
        expect(twins?.shape).toBe(`email:${nameShape(l)}@${d.toLowerCase()}`)
        expect(twins?.shareable).toBe(false)
        for (const twin of twins?.names ?? []) {
          const [local, domain] = twin.split('@')
          expect(domain).toBe(d.toLowerCase())
          expect(nameShape(local ?? '')).toBe(nameShape(l))
        }
      }),
    )
    expect(twinsOf('email', 'john.smith@gmail.com')?.names[0]).toMatch(
      /^[a-z]{4}\.[a-z]{5}@gmail\.com$/,
    )
  })

  it('has no twin for something that is not an address', () => {
    expect(twinsOf('email', 'no-at-sign')).toBeUndefined()
  })
})

describe('a twin of a phone number', () => {
  const twin = (e164: string) => twinsOf('phone', e164)

  it.each([
    ['+447911123456', /^\+447700900\d{3}$/],
    ['+442071234567', /^\+442079460\d{3}$/],
    ['+12025550143', /^\+120255501\d{2}$/],
    ['+14165550000', /^\+141655501\d{2}$/],
    ['+61412345678', /^\+61491570(006|110|15[6-9]|313|737)$/],
    ['+46701234567', /^\+4670174060[5-9]|\+467017406[1-9]\d$/],
    ['+33612345678', /^\+3363998\d{4}$/],
  ])('comes from the range nobody can hold: %s', (query, expected) => {
    const twins = twin(query)
    expect(twins?.names).toHaveLength(1)
    expect(twins?.names[0]).toMatch(expected)
    expect(twins?.shareable).toBe(true)
  })

  it('names its shape by the range, never by the query’s own digits', () => {
    expect(twin('+12025550143')?.shape).toBe('phone:+1:10:fiction')
    expect(twin('+14165550000')?.shape).toBe('phone:+1:10:fiction')
    expect(twin('+447911123456')?.shape).toBe('phone:+44:10:7700900')
  })

  it('keeps the country and the length, for every range', () => {
    for (const range of FICTION_RANGES) {
      const national = (typeof range.prefix === 'string' ? range.prefix : '202555').padEnd(
        range.length,
        '1',
      )
      const query = `+${range.cc}${national.slice(0, range.length)}`
      for (const name of twin(query)?.names ?? []) {
        const parsed = parsePhoneNumberFromString(name)
        expect(parsed?.countryCallingCode).toBe(range.cc)
        expect(parsed?.nationalNumber).toHaveLength(range.length)
      }
    }
  })

  it('falls back to the same country, length and prefix, asked up to three times', () => {
    const twins = twin('+4915123456789')
    expect(twins?.shape).toBe('phone:+49:11:151')
    // The shape holds the number's first digits: never written to the shared store.
    expect(twins?.shareable).toBe(false)
    expect(twins?.names).toHaveLength(3)
    for (const name of twins?.names ?? []) {
      expect(name).toMatch(/^\+49151\d{8}$/)
      expect(name).not.toBe('+4915123456789')
    }
  })

  it('has no twin for something that is not a number', () => {
    expect(twin('not a number')).toBeUndefined()
  })
})

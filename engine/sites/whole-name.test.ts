import { describe, expect, it } from 'vitest'
import { WORD_NAME } from './answer-says.ts'
import { TITLE_NAME } from './identity.ts'
import { wholeName, type WholeNameRules } from './whole-name.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The two rules the engine reads names by, each beside the one regular expression that states
 * it (and that cost half a millisecond to compile for every name): the helper must find
 * exactly what that expression finds.
 */
const RULES: { name: string; rules: WholeNameRules; oracle: (name: string) => RegExp }[] = [
  {
    name: 'a title (any case, "@handle", any alphabet)',
    rules: TITLE_NAME,
    oracle: (name) =>
      new RegExp(
        `(?<![\\p{L}\\p{N}_.@-])@?${escapeRegExp(name)}(?![\\p{L}\\p{N}_-]|\\.[\\p{L}\\p{N}_])`,
        'giu',
      ),
  },
  {
    name: "a page's words (folded text, spaced alphabets)",
    rules: WORD_NAME,
    oracle: (name) => {
      const letter = String.raw`\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_`
      return new RegExp(
        `(?<![${letter}.-])${escapeRegExp(name)}(?![${letter}-]|\\.[${letter}])`,
        'gu',
      )
    },
  },
]

/**
 * Names with dots, dashes, repeats of themselves, case-folding letters and astral letters, and
 * one whose match may start inside a rejected one ("o~o~o" holds it twice, overlapping).
 */
const NAMES = ['alice', 'a.b', 'k', 's', 'ab-c', 'aa', '𝒜x', 'ümit', 'яна', 'x_1', 'o~o']

/**
 * Pieces texts are made of: the names' own letters in both cases, the characters the rules
 * treat specially, letters of other scripts (Han is a letter but not of a spaced alphabet),
 * an astral letter and an astral symbol, the Kelvin sign and long s (which fold to k and s),
 * and a combining mark.
 */
const PIECES = [
  ...NAMES,
  'ALICE',
  'Alice',
  'A.B',
  'Ümit',
  'ЯНА',
  'a',
  'b',
  'x',
  '1',
  '_',
  '.',
  '@',
  '-',
  ' ',
  '|',
  '~',
  'o',
  '/',
  'é',
  'Я',
  'Ω',
  '中',
  '𝒜',
  '😀',
  '\u212a',
  'ſ',
  '\u0301',
]

/** A fixed sequence of pseudo-random numbers: the same texts on every run. */
function numbers(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % below
  }
}

function texts(count: number): string[] {
  const next = numbers(7)
  const out: string[] = [
    '',
    '@',
    'alice',
    '@alice',
    'x@alice',
    '@@alice',
    'alice.',
    'alice.b',
    'xo~o~o',
    'b𝒜x 𝒜x',
  ]
  for (let i = 0; i < count; i++) {
    let text = ''
    for (let n = next(9); n >= 0; n--) text += PIECES[next(PIECES.length)]
    out.push(text)
  }
  return out
}

describe('a whole name in a text', () => {
  const corpus = texts(4000)

  for (const { name: rule, rules, oracle } of RULES) {
    it(`is found where its expression finds it, by ${rule}`, () => {
      const differences: string[] = []
      for (const name of NAMES) {
        const expected = oracle(name)
        const found = wholeName(name, rules)
        for (const text of corpus) {
          expected.lastIndex = 0
          const want = { test: expected.test(text), replaced: text.replace(expected, '#') }
          const got = { test: found.test(text), replaced: found.replace(text, '#') }
          if (want.test !== got.test || want.replaced !== got.replaced)
            differences.push(`${name} in ${JSON.stringify(text)}: ${JSON.stringify({ want, got })}`)
        }
      }
      expect(differences.slice(0, 10)).toEqual([])
    })
  }

  it('reads the same text twice alike (nothing is left over from the last one)', () => {
    const alice = wholeName('alice', RULES[0]!.rules)
    expect(alice.test('hello alice')).toBe(true)
    expect(alice.test('hello alice')).toBe(true)
    expect(alice.replace('@Alice and alice2', '#')).toBe('# and alice2')
    expect(alice.test('malice')).toBe(false)
  })
})

/**
 * Finding a name as a whole word in a text. A pattern that puts Unicode letter classes around
 * the name (`(?<![\p{L}…])alice(?![\p{L}…])`) costs V8 about half a millisecond to compile,
 * again for every name, and more than the rest of a check's reading together. Here the name is
 * matched as plain text and its neighbours are tested with classes compiled once.
 */
export interface WholeNameRules {
  /** Letters in any case match (Unicode simple case folding, as the `i` flag does). */
  ignoreCase: boolean
  /** An "@" right before the name belongs to the match ("@alice" is the handle alice). */
  handle: boolean
  /** Ends with the one character that may not stand right before the match. */
  before: RegExp
  /** Starts with what may not follow the match. */
  after: RegExp
}

export interface WholeName {
  test(text: string): boolean
  /** The text with every whole-name match (and its "@", with `handle`) replaced by `by`. */
  replace(text: string, by: string): string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Characters looked at on either side: a surrogate pair and a following one. */
const SIDE = 3

export function wholeName(name: string, rules: WholeNameRules): WholeName {
  const literal = new RegExp(escapeRegExp(name), rules.ignoreCase ? 'giu' : 'gu')

  /** Each match's [start, end), leftmost first, none overlapping, as a global regex finds them. */
  function* matches(text: string): Generator<[number, number]> {
    literal.lastIndex = 0
    for (let found = literal.exec(text); found; found = literal.exec(text)) {
      const end = found.index + found[0].length
      const start = rules.handle && text[found.index - 1] === '@' ? found.index - 1 : found.index
      const whole =
        !rules.before.test(text.slice(Math.max(0, start - SIDE), start)) &&
        !rules.after.test(text.slice(end, end + SIDE))
      if (whole) {
        yield [start, end]
        // An empty name would match everywhere: step past it as a global regex does.
        literal.lastIndex = end > found.index ? end : end + 1
      } else {
        // The next try starts one character on (two code units for a surrogate pair).
        literal.lastIndex = found.index + ((text.codePointAt(found.index) ?? 0) > 0xffff ? 2 : 1)
      }
    }
  }

  return {
    test: (text) => !matches(text).next().done,
    replace(text, by) {
      let out = ''
      let at = 0
      for (const [start, end] of matches(text)) {
        out += text.slice(at, start) + by
        at = end
      }
      return out + text.slice(at)
    },
  }
}

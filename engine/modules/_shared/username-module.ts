import type { LookupModule } from '../../types.ts'
import { notFound } from './outcomes.ts'

/** The names a platform allows: any other name is no account there, and `proof` says why. */
export interface NameRule {
  allowed: RegExp
  proof: string
}

/**
 * The rule of platforms that allow any name but one made only of dots: such a name ("." or
 * "..") would be read as a relative step by every URL parser, even percent-encoded, and so
 * change which path is asked. No platform served by these modules allows it.
 */
export const notOnlyDots = (names: string): NameRule => ({
  allowed: /[^.]/,
  proof: `${names} are never only dots`,
})

/** The rule of platforms whose names are only letters, digits, "-" and "_". */
export const lettersDigitsDashes = (names: string): NameRule => ({
  allowed: /^[A-Za-z0-9_-]+$/,
  proof: `${names} are letters, digits, "-" and "_"`,
})

/** A username check as its file declares it: the type and the kind go without saying. */
export type UsernameCheck = Omit<LookupModule, 'types' | 'kind'> & {
  /**
   * The platform's own rule for names. `run` is only called for a name it allows, so a check
   * whose rule is at least notOnlyDots can put encodeURIComponent(query) in a URL path.
   */
  names?: NameRule
}

/**
 * A code module that looks up a username. A name its platform does not allow answers
 * not_found, with the rule as proof, without asking the platform.
 */
export function usernameModule({ names, run, ...check }: UsernameCheck): LookupModule {
  return {
    types: ['username'],
    kind: 'module',
    ...check,
    async run(ctx) {
      return names && !names.allowed.test(ctx.query) ? notFound(names.proof) : run(ctx)
    },
  }
}

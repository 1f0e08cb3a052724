/**
 * What a result rests on, in the four kinds a report tells apart, each with its one wording:
 * a platform's own answer (it was asked and said yes or no, with proof), a platform's
 * username rule (the name cannot exist there, so nothing was asked), a fact read from the
 * query itself (an address's mail servers, a number's format), and "couldn't tell" (by its
 * reason, shared/reasons.ts). Every surface (Overview, Detailed, Technical, History, PDF,
 * JSON, the CLI) words a result by its kind, never by its status alone.
 */
import { isNameRule } from './coverage.ts'
import { plural } from './plural.ts'
import type { ModuleResult } from './module-result.ts'

export type EvidenceKind = 'answer' | 'name_rule' | 'fact' | 'could_not_tell'

type Kinded = Pick<ModuleResult, 'status' | 'local' | 'evidence'>

export function evidenceKind(result: Kinded): EvidenceKind {
  if (result.status !== 'found' && result.status !== 'not_found') return 'could_not_tell'
  if (result.local) return 'fact'
  return isNameRule(result) ? 'name_rule' : 'answer'
}

/** The status badge's words for a result, by its kind. */
export function badgeLabel(result: Kinded): string {
  switch (evidenceKind(result)) {
    case 'fact':
      return 'Fact'
    case 'name_rule':
      return 'Name not allowed'
    case 'answer':
      return result.status === 'found' ? 'Data Found' : 'No Data'
    case 'could_not_tell':
      return result.status === 'error' ? 'Error' : "Couldn't tell"
  }
}

export const QUERY_WORDS = {
  email: 'email address',
  phone: 'phone number',
  username: 'username',
} as const

const n = (count: number) => count.toLocaleString('en-US')

/** One sentence per group of the Detailed tab (and the PDF), by kind. */
export const KIND_SENTENCES = {
  found: 'Each of these platforms showed an account that is this one, with its proof.',
  notFound: 'These platforms said plainly that no such account exists.',
  nameRule:
    "This name breaks these platforms' own username rules, so no account there can have it. We didn't need to ask them.",
} as const

/** The heading and sentence of the "found" group, from what the platforms answered. */
export function foundGroupWords(
  found: number,
  answered: number,
  what: string,
): { title: string; sentence: string } {
  if (found > 0)
    return {
      title: `Data found on ${plural(found, 'platform', 'platforms')}`,
      sentence: KIND_SENTENCES.found,
    }
  if (answered > 0)
    return {
      title: 'No data found',
      sentence:
        answered === 1
          ? `The one platform that answered showed no account for this ${what}.`
          : `None of the ${n(answered)} platforms that answered showed an account for this ${what}.`,
    }
  return {
    title: 'No answers to go on',
    sentence: `No platform gave a clear answer, so this search can't say where this ${what} has accounts, or where it hasn't.`,
  }
}

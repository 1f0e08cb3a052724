import type { LookupModule } from '../../types.ts'

/**
 * The addresses every email check is tested and watched with: one that holds accounts on
 * nearly every platform, and one made up so that none can hold it.
 */
export const EMAIL_FIXTURES = {
  present: 'test@gmail.com',
  absent: 'zqnosuchuser7d1f9b3x@gmail.com',
} as const

/** An email check as its file declares it: the type, the kind and the usual fixtures go without saying. */
export type EmailCheck = Omit<LookupModule, 'types' | 'kind' | 'fixtures'> &
  Partial<Pick<LookupModule, 'fixtures'>>

/** A code module that looks up an email address. */
export function emailModule(check: EmailCheck): LookupModule {
  return { types: ['email'], kind: 'module', fixtures: EMAIL_FIXTURES, ...check }
}

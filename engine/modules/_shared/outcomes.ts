import type { HttpResponse, Outcome, SpecRecord } from '../../types.ts'

export const NOT_FOUND: Outcome = { status: 'not_found' }

export const found = (...records: SpecRecord[]): Outcome => ({ status: 'found', records })

/** An answer the module does not recognise is an error, never a verdict. */
export const unexpected = (res: HttpResponse, what = 'answer'): Outcome => ({
  status: 'error',
  message: `unexpected ${what} (HTTP ${res.status})`,
})

/** The platform answered, but without what the module needs: not a verdict either. */
export const unrecognised = (what: string): Outcome => ({
  status: 'error',
  message: `unrecognised ${what}`,
})

/** Fills a profile URL template such as `https://github.com/{}`. */
export const profileUrl = (template: string, username: string): string =>
  template.replace('{}', encodeURIComponent(username))

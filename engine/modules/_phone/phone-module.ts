import type { LookupModule, ModuleContext, Outcome } from '../../types.ts'
import { readPhone, servesNumber, type PhoneNumber } from './number.ts'

/**
 * The numbers every phone check is tested and watched with, unless its platform serves other
 * countries: libphonenumber's example mobile of the United Kingdom, and a number of Ofcom's
 * drama range (07700 900xxx), which no one can hold.
 */
export const PHONE_FIXTURES = {
  present: '+447400123456',
  absent: '+447700900123',
} as const

/** A phone check as its file declares it: the type and kind go without saying. */
export interface PhoneCheck
  extends
    Omit<LookupModule, 'types' | 'kind' | 'fixtures' | 'run'>,
    Partial<Pick<LookupModule, 'fixtures'>> {
  /** What the check asks about the number, read once from its E.164 form. */
  lookup(phone: PhoneNumber, ctx: ModuleContext): Promise<Outcome>
}

/**
 * A code module that looks up a phone number. A number without its country code cannot be
 * written the way any platform wants it, and a number of a country the platform does not
 * serve is none of its business: each is an error before any request. The search never sends
 * either here (registry.ts: a platform serves only numbers it can read, of its countries).
 */
export function phoneModule({ lookup, ...check }: PhoneCheck): LookupModule {
  // A registration check: it learns that an account exists, not a profile.
  return {
    types: ['phone'],
    kind: 'module',
    finding: 'account',
    fixtures: PHONE_FIXTURES,
    ...check,
    async run(ctx) {
      const phone = readPhone(ctx.query)
      if (!phone) return { status: 'error', message: 'the number needs its country code (+…)' }
      if (!servesNumber(check.countries, ctx.query)) {
        return {
          status: 'error',
          message: `${check.name} serves numbers of ${check.countries?.join(', ')} only`,
        }
      }
      return lookup(phone, ctx)
    },
  }
}

import { describe, expect, it } from 'vitest'
import type { LookupModule, ModuleResult, UnknownReason } from '../../types.ts'
import {
  type Answer,
  type Platform,
  asked,
  flat,
  requested,
  serve,
  usePlatforms,
} from '../_shared/testing.ts'

/** The address every email module test looks up. */
export const ADDRESS = 'ada.lovelace@example.com'
export const ENCODED_ADDRESS = encodeURIComponent(ADDRESS)

export type Scenario = 'found' | 'not_found' | 'blocked'

export interface SilentCheckSuite {
  /** The platform's recorded answers in each scenario, in the order the module asks. */
  answers: Record<Scenario, readonly Answer[]>
  /** Values the found record must hold, flattened (known fields and platform variables). */
  foundFields: Record<string, string | number | boolean>
  /** What the evidence of each verdict must say (matched against its one-line summary). */
  proof: { found: RegExp; notFound: RegExp }
  /** Why the blocked scenario cannot tell. */
  blockedReason: UnknownReason
}

/** Words in an endpoint that mean a flow which mails or texts the account's owner. */
const NOTIFYING_ENDPOINT = /reset|recover|forgot|magic|send|otp|verify_email|resend|challenge/i

/**
 * The four tests every email module owes: found with its parsed fields and not found, each
 * with the evidence that decided it; a wall reported as unknown; and the exact requests it
 * makes, the found answers' and no others (none of them a reset, sign-up confirmation or
 * login that would reach the owner).
 */
export function describeSilentCheck(module: LookupModule, suite: SilentCheckSuite): void {
  const platform = usePlatforms()
  const run = async (scenario: Scenario): Promise<[ModuleResult, Platform]> => {
    const p = platform()
    serve(p, suite.answers[scenario])
    const result = await p.run(module, ADDRESS, 'email')
    return [result, p]
  }

  describe(`${module.id} (email)`, () => {
    it('reads a registered address as found, with what the platform holds', async () => {
      const [result] = await run('found')
      expect(result.message).toBeUndefined()
      expect(result.status).toBe('found')
      expect(flat(result)).toMatchObject(suite.foundFields)
      expect(result.evidence?.summary).toMatch(suite.proof.found)
    })

    it('reads an unregistered address as not_found', async () => {
      const [result] = await run('not_found')
      expect(result.message).toBeUndefined()
      expect(result.status).toBe('not_found')
      expect(result.evidence?.summary).toMatch(suite.proof.notFound)
    })

    it(`reports a wall as unknown (${suite.blockedReason}), never as a verdict`, async () => {
      const [result] = await run('blocked')
      expect(result).toMatchObject({ status: 'unknown', reason: suite.blockedReason })
    })

    it('sends only its silent requests, none that would mail or text the owner', async () => {
      const [, p] = await run('found')
      expect(requested(p)).toEqual(asked(suite.answers.found))
      for (const call of requested(p))
        expect(new URL(call.split(' ')[1] ?? '').pathname).not.toMatch(NOTIFYING_ENDPOINT)
    })
  })
}

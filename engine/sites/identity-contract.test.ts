import { describe, expect, it } from 'vitest'
import {
  checkNobodyPages,
  checkOtherAccount,
  checkOwnProfile,
} from '../testing/identity-contract.ts'
import { loadAllSites } from './manifest.ts'

const sites = loadAllSites()

/** All sites at once, a batch at a time: the suite stays fast however large the manifest. */
async function everySite(check: (entry: (typeof sites)[number]) => Promise<string[]>) {
  const out: string[] = []
  for (let i = 0; i < sites.length; i += 200) {
    out.push(...(await Promise.all(sites.slice(i, i + 200).map(check))).flat())
  }
  return out
}

describe('whose account a page is, on every manifest site', () => {
  it("finds the site's known account on its own profile page, however the page shows it", async () => {
    expect(await everySite(checkOwnProfile)).toEqual([])
  }, 300_000)

  it("never finds the asked account on another account's page, served or redirected to", async () => {
    expect(await everySite(checkOtherAccount)).toEqual([])
  }, 300_000)

  it("never finds anyone on a page that repeats the name but shows nobody's account", async () => {
    expect(await everySite(checkNobodyPages)).toEqual([])
  }, 300_000)
})

import { expect, it } from 'vitest'
import { microsoftModule } from './microsoft.ts'
import { UNRECOGNISED, ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture, usePlatforms } from './_shared/testing.ts'

const files = { found: 'found.json', not_found: 'not-found.json', blocked: 'throttled.json' }

describeSilentCheck(microsoftModule, {
  answer(p, scenario) {
    p.agent
      .get('https://login.microsoftonline.com')
      .intercept({ path: '/common/GetCredentialType', method: 'POST' })
      .reply(200, fixture('microsoft', files[scenario]), JSON_HEADERS)
  },
  foundFields: {
    email: ADDRESS,
    account_kind: 'Work or school account',
    has_password: true,
    unmanaged: false,
  },
  proof: {
    found:
      /HTTP 200, IfExistsResult is 0 \(work or school account\) for Username 'ada\.lovelace@example\.com'$/,
    notFound:
      /HTTP 200, IfExistsResult is 1 \(no account\) for Username 'ada\.lovelace@example\.com'$/,
  },
  blockedReason: 'rate_limited',
  calls: ['POST https://login.microsoftonline.com/common/GetCredentialType'],
})

const platform = usePlatforms()

it('tells Microsoft it can take no push, code or key, so nothing reaches the owner', async () => {
  const p = platform()
  let sent: Record<string, unknown> = {}
  p.agent
    .get('https://login.microsoftonline.com')
    .intercept({
      path: '/common/GetCredentialType',
      method: 'POST',
      body: (body) => {
        sent = JSON.parse(body) as Record<string, unknown>
        return true
      },
    })
    .reply(200, fixture('microsoft', 'found.json'), JSON_HEADERS)
  await p.run(microsoftModule, ADDRESS, 'email')
  expect(sent).toMatchObject({
    username: ADDRESS,
    isRemoteNGCSupported: false,
    isFidoSupported: false,
    isAccessPassSupported: false,
    otclogindisallowed: true,
    forceotclogin: false,
    checkPhones: false,
  })
})

it('gives no verdict on an answer about another address', async () => {
  const p = platform()
  const other = fixture('microsoft', 'not-found.json').replaceAll(ADDRESS, 'grace@example.com')
  p.agent
    .get('https://login.microsoftonline.com')
    .intercept({ path: '/common/GetCredentialType', method: 'POST' })
    .reply(200, other, JSON_HEADERS)
  expect(await p.run(microsoftModule, ADDRESS, 'email')).toMatchObject(UNRECOGNISED)
})

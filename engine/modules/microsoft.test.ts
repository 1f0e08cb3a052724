import { expect, it } from 'vitest'
import { microsoftModule } from './microsoft.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
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

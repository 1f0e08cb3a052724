import { expect } from 'vitest'
import { microsoftModule } from './microsoft.ts'
import { ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, fixture, itLooksUp } from './_shared/testing.ts'

const credentialType = endpoint('https://login.microsoftonline.com', '/common/GetCredentialType', {
  method: 'POST',
})

describeSilentCheck(microsoftModule, {
  answers: {
    found: [credentialType(200, fixture('microsoft', 'found.json'))],
    not_found: [credentialType(200, fixture('microsoft', 'not-found.json'))],
    blocked: [credentialType(200, fixture('microsoft', 'throttled.json'))],
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
})

itLooksUp(microsoftModule, {
  'tells Microsoft it can take no push, code or key, so nothing reaches the owner': {
    query: ADDRESS,
    answers: [credentialType(200, fixture('microsoft', 'found.json'))],
    status: 'found',
    sent: expect.objectContaining({
      username: ADDRESS,
      isRemoteNGCSupported: false,
      isFidoSupported: false,
      isAccessPassSupported: false,
      otclogindisallowed: true,
      forceotclogin: false,
      checkPhones: false,
    }),
  },
  'gives no verdict on an answer about another address': {
    query: ADDRESS,
    answers: [
      credentialType(
        200,
        fixture('microsoft', 'not-found.json').replaceAll(ADDRESS, 'grace@example.com'),
      ),
    ],
    ...UNRECOGNISED,
  },
})

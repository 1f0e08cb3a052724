import { lastpassModule } from './lastpass.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://lastpass.com',
  `/create_account.php?check=avail&skipcontent=1&mistype=1&username=${ENCODED_ADDRESS}`,
  { headers: { 'content-type': 'text/html; charset=UTF-8' } },
)

describeSilentCheck(lastpassModule, {
  // LastPass answers one bare word; there is nothing else to record.
  answers: {
    found: [check(200, 'no')],
    not_found: [check(200, 'ok')],
    blocked: [check(503, '<html><body>Service Unavailable</body></html>')],
  },
  foundFields: { email: ADDRESS },
  proof: oneValueProof('the body', 'no', 'ok'),
  blockedReason: 'blocked',
})

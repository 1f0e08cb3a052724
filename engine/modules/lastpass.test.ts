import { lastpassModule } from './lastpass.ts'
import { ENCODED_ADDRESS, describeRecordedCheck, oneValueProof } from './_email/testing.ts'
import { endpoint } from './_shared/testing.ts'

const check = endpoint(
  'https://lastpass.com',
  `/create_account.php?check=avail&skipcontent=1&mistype=1&username=${ENCODED_ADDRESS}`,
  { headers: { 'content-type': 'text/html; charset=UTF-8' } },
)

describeRecordedCheck(lastpassModule, {
  check,
  // LastPass answers one bare word; there is nothing else to record.
  bodies: { found: 'no', notFound: 'ok' },
  wall: [check(503, '<html><body>Service Unavailable</body></html>')],
  proof: oneValueProof('the body', 'no', 'ok'),
  blockedReason: 'blocked',
})

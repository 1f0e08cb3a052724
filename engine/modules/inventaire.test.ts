import { inventaireModule } from './inventaire.ts'
import { ENCODED_ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, sharedWall } from './_shared/testing.ts'

const check = endpoint(
  'https://inventaire.io',
  `/api/auth?action=email-availability&email=${ENCODED_ADDRESS}`,
)

describeRecordedCheck(inventaireModule, {
  check,
  foundStatus: 400,
  proof: {
    found: /HTTP 400, status_verbose is "this email is already used"$/,
    notFound: /HTTP 200, field status is "available"$/,
  },
  blockedReason: 'blocked',
  wallPage: sharedWall('cloudflare-block.html', 'inventaire.io'),
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on an address refused as malformed': {
      answers: [
        check(400, '{"status":400,"status_verbose":"invalid email","context":{"email":"x"}}'),
      ],
      ...UNRECOGNISED,
    },
    'gives no verdict when the answer is about another address': {
      answers: [check(200, '{"email":"someone.else@example.com","status":"available"}')],
      ...UNRECOGNISED,
    },
  },
})

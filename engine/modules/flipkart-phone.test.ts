import { flipkartPhoneModule } from './flipkart-phone.ts'
import { describeRecordedPhoneCheck } from './_phone/phone-testing.ts'
import { endpoint, fixtureWith, postedJson } from './_shared/testing.ts'

const NUMBER = '+919876543210'
const check = endpoint(
  'https://1.rome.api.flipkart.com',
  '/api/6/user/signup/status',
  postedJson({ loginId: [NUMBER], supportAllStates: true }),
)

describeRecordedPhoneCheck(flipkartPhoneModule, {
  query: NUMBER,
  check,
  proof: {
    found: /→ HTTP 200, the number's signup status is "VERIFIED"$/,
    notFound: /→ HTTP 200, the number's signup status is "GUEST"$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.json',
  cases: {
    'reads a state it does not know as no verdict': {
      answers: [
        check(
          200,
          fixtureWith(
            'flipkart-phone',
            'found.json',
            ['RESPONSE', 'userDetails', NUMBER],
            'UNVERIFIED',
          ),
        ),
      ],
      status: 'unknown',
      reason: 'unrecognised',
    },
    'refuses an answer about another number': {
      answers: [
        check(
          200,
          fixtureWith('flipkart-phone', 'found.json', ['RESPONSE', 'userDetails'], {
            '+919876500000': 'VERIFIED',
          }),
        ),
      ],
      status: 'unknown',
      reason: 'unrecognised',
    },
  },
})

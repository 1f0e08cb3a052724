import { airastanaModule } from './airastana.ts'
import { ADDRESS, describeRecordedCheck } from './_email/testing.ts'
import { UNRECOGNISED, endpoint, postedJson } from './_shared/testing.ts'

const check = endpoint(
  'https://airastana.com',
  '/DesktopModules/AirAstana/NomadClubModule/NomadWS.asmx/CheckNomadEmail',
  postedJson({ pEmail: ADDRESS, pLanguage: 'en-US' }),
)

describeRecordedCheck(airastanaModule, {
  check,
  proof: {
    found: /HTTP 200, field d says 'This e-mail is already taken\.'$/,
    notFound: /HTTP 200, field d is true$/,
  },
  blockedReason: 'blocked',
  rateLimited: 'rate-limited.html',
  cases: {
    'gives no verdict on another refusal, such as an invalid address': {
      answers: [check(200, '{"d":"Please enter a valid e-mail."}')],
      ...UNRECOGNISED,
    },
  },
})

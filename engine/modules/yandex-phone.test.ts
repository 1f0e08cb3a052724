import { yandexPhoneModule } from './yandex-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import { HTML_HEADERS, UNRECOGNISED, endpoint, fixture, postedForm } from './_shared/testing.ts'

const NUMBER = '+79123456789'
const ORIGIN = 'https://passport.yandex.ru'
const recorded = (file: string) => fixture('yandex-phone', file)
const page = endpoint(ORIGIN, '/am?app_platform=android', HTML_HEADERS)
const signIn = () => page(200, recorded('am.html'))
const start = endpoint(
  ORIGIN,
  '/registration-validations/auth/multi_step/start',
  postedForm({
    csrf_token: 'f3b2a1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4:1764226800000',
    login: NUMBER,
  }),
)

describePhoneCheck(yandexPhoneModule, {
  number: NUMBER,
  answers: {
    found: [signIn(), start(200, recorded('found.json'))],
    not_found: [signIn(), start(200, recorded('not-found.json'))],
    blocked: [page(403, recorded('captcha.html'))],
  },
  foundFields: { sign_in_methods: 'password, magic_x_token, sms_code' },
  proof: {
    found: /multi_step\/start → HTTP 200, field can_authorize is true$/,
    notFound: /multi_step\/start → HTTP 200, field can_register is true$/,
  },
  blockedReason: 'blocked',
  rateLimited: [signIn(), start(200, recorded('rate-limited.json'))],
  cases: {
    'gives no verdict on an error answer': {
      answers: [signIn(), start(200, recorded('error.json'))],
      ...UNRECOGNISED,
    },
  },
})

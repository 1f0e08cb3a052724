import { duolingoEmailModule } from './duolingo-email.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { endpoint, fixture } from './_shared/testing.ts'

const check = endpoint('https://www.duolingo.com', `/2017-06-30/users?email=${ENCODED_ADDRESS}`)

describeSilentCheck(duolingoEmailModule, {
  answers: {
    found: [check(200, fixture('duolingo-email', 'found.json'))],
    not_found: [check(200, fixture('duolingo-email', 'not-found.json'))],
    blocked: [
      check(403, '<html><script src="https://geo.captcha-delivery.com/captcha/"></script></html>', {
        headers: { 'content-type': 'text/html', 'x-datadome': 'protected' },
      }),
    ],
  },
  foundFields: {
    email: ADDRESS,
    username: 'AdaLovelace1815',
    name: 'Ada',
    id: '1094276151',
    bio: 'Poetical science',
    picture_url: 'https://simg-ssl.duolingo.com/ssr-avatars/1094276151/SSR-EcPpbAXLOA/xlarge',
    profile_url: 'https://www.duolingo.com/profile/AdaLovelace1815',
    created: '2019-06-24T16:05:12.000Z',
    total_xp: 18450,
    streak: 412,
    learning_language: 'fr',
    has_plus: true,
  },
  proof: {
    found: /HTTP 200, field users lists 'AdaLovelace1815'$/,
    notFound: /HTTP 200, field users is empty$/,
  },
  blockedReason: 'captcha',
})

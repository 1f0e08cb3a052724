import { spotifyModule } from './spotify.ts'
import { ADDRESS, ENCODED_ADDRESS, describeSilentCheck } from './_email/testing.ts'
import { JSON_HEADERS, fixture } from './_shared/testing.ts'

const path = `/signup/public/v1/account?validate=1&email=${ENCODED_ADDRESS}`

describeSilentCheck(spotifyModule, {
  answer(p, scenario) {
    const check = p.agent.get('https://spclient.wg.spotify.com').intercept({ path })
    if (scenario === 'blocked') check.reply(429, '', JSON_HEADERS)
    else
      check.reply(
        200,
        fixture('spotify', `${scenario === 'found' ? 'found' : 'not-found'}.json`),
        JSON_HEADERS,
      )
  },
  foundFields: { email: ADDRESS },
  proof: {
    found: /HTTP 200, field status is 20$/,
    notFound: /HTTP 200, field status is 1$/,
  },
  blockedReason: 'rate_limited',
  calls: [`GET https://spclient.wg.spotify.com${path}`],
})

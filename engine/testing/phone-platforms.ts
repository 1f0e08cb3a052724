/**
 * Phone platforms faked with the phone modules' own recorded answers
 * (engine/modules/__fixtures__/<id>/), for the browser tests and the engine benchmark: the real
 * modules run against them. KNOWN_NUMBER
 * holds an account on every one of them (it is their canaries' known account too); every
 * other number holds none anywhere (so the canaries' made-up numbers come back not found).
 */
import { readFileSync } from 'node:fs'
import { microsoftPhoneModule } from '../modules/microsoft-phone.ts'
import { snapchatPhoneModule } from '../modules/snapchat-phone.ts'
import { xPhoneModule } from '../modules/x-phone.ts'
import { yandexPhoneModule } from '../modules/yandex-phone.ts'
import { zohoPhoneModule } from '../modules/zoho-phone.ts'

/** libphonenumber's example UK mobile, the modules' fixtures' number. */
export const KNOWN_NUMBER = '+447400123456'

/** The phone checks these platforms answer for (the offline number facts ask none). */
export const fakedPhoneModules = [
  microsoftPhoneModule,
  zohoPhoneModule,
  yandexPhoneModule,
  snapchatPhoneModule,
  xPhoneModule,
]

export interface PhoneAnswer {
  status: number
  body: string
  latencyMs: number
  headers: Record<string, string>
}

const recorded = (id: string, file: string) =>
  readFileSync(new URL(`../modules/__fixtures__/${id}/${file}`, import.meta.url), 'utf8')
const json = (body: string, latencyMs: number): PhoneAnswer => ({
  status: 200,
  body,
  latencyMs,
  headers: { 'content-type': 'application/json' },
})
const html = (body: string, latencyMs: number, cookie?: string): PhoneAnswer => ({
  status: 200,
  body,
  latencyMs,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    ...(cookie ? { 'set-cookie': cookie } : {}),
  },
})

/** The answer of a phone platform, or undefined when the host is none of them. */
export function phoneAnswer(
  host: string,
  method: string,
  path: string,
  body: string,
): PhoneAnswer | undefined {
  const url = new URL(path, 'https://platform')
  switch (host) {
    case 'login.live.com': {
      if (method === 'GET') return html(recorded('microsoft-phone', 'login.html'), 200)
      const asked = (JSON.parse(body) as { username?: string }).username ?? ''
      const file = asked === KNOWN_NUMBER ? 'found.json' : 'not-found.json'
      // The answer names the number it is about.
      return json(recorded('microsoft-phone', file).replaceAll(KNOWN_NUMBER, asked), 600)
    }
    case 'accounts.zoho.com': {
      if (method === 'GET')
        return html(recorded('_shared', 'zoho-signin.html'), 100, 'iamcsr=e2e-token; Path=/')
      const known = url.pathname === '/signin/v2/lookup/44-7400123456'
      return json(recorded('zoho-phone', known ? 'found.json' : 'not-found.json'), 900)
    }
    case 'accounts.snapchat.com': {
      if (method === 'GET')
        return html(
          recorded('snapchat-phone', 'accounts.html'),
          100,
          'xsrf_token=e2e-token; Path=/',
        )
      const known = new URLSearchParams(body).get('phone_number') === '7400123456'
      return json(recorded('snapchat-phone', known ? 'found.json' : 'not-found.json'), 1200)
    }
    case 'api.x.com': {
      const known = url.searchParams.get('raw_phone_number') === KNOWN_NUMBER
      return json(recorded('x-phone', known ? 'found.json' : 'not-found.json'), 400)
    }
    case 'passport.yandex.ru':
      if (method === 'GET') return html(recorded('yandex-phone', 'am.html'), 100)
      return json(recorded('yandex-phone', 'not-found.json'), 300)
    default:
      return undefined
  }
}

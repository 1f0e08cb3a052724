/**
 * Yandex ID (Yandex Mail, Disk, Go, Market …), whose sign-in takes a phone number as the
 * login. GET https://passport.yandex.ru/am?app_platform=android is the sign-in page; its form
 * carries the csrf_token. POST
 * https://passport.yandex.ru/registration-validations/auth/multi_step/start with the form
 * fields csrf_token and login ("+79123456789") is the page's first step: {"status":"ok",
 * "can_authorize":true, "auth_methods":[…], "track_id"} when an account signs in with the
 * number, {"status":"ok","can_register":true,…} when none does; {"status":"error",
 * "errors":[…]} decides nothing.
 *
 * Silent: the first step only says which sign-in methods the account has. A password is
 * checked, or a code sent, only by later steps (commit_password, the code requests), never
 * made here. Request and answer shapes from public client code (AnyBalance, Home Assistant
 * integrations); not verified live.
 */
import { cookieHeader, cookiesFrom } from './_email/cookies.ts'
import { FORM_ENCODED } from './_email/one-request-check.ts'
import { inputValue, objectOf } from './_email/forms.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { rateLimited } from './_shared/blocks.ts'
import { pv } from './_shared/fields.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

const PAGE = 'https://passport.yandex.ru/am?app_platform=android'

/** The countries where Yandex ID is the everyday account: Russia and its neighbours. */
const YANDEX_COUNTRIES = ['RU', 'BY', 'KZ', 'UZ', 'KG', 'TJ', 'TM', 'AM', 'AZ', 'GE', 'MD']

export const yandexPhoneModule = phoneModule({
  id: 'yandex-phone',
  name: 'Yandex ID',
  category: 'email',
  url: 'https://passport.yandex.ru/',
  hosts: ['passport.yandex.ru'],
  countries: YANDEX_COUNTRIES,
  // libphonenumber's example Russian mobile; and a number under +7 1…, a range no Russian or
  // Kazakh plan assigns, which no one can hold.
  fixtures: { present: '+79123456789', absent: '+71000000000' },
  silence:
    "The sign-in page's first step, which only says which sign-in methods the account has. No password is tried and no code is requested: those are later steps, never made.",
  async lookup(phone, ctx) {
    const page = await ctx.http.request(PAGE, { headers: { accept: 'text/html' } })
    if (page.status !== 200) return unexpected(page, 'sign-in page')
    const token = inputValue(page.text, 'csrf_token')
    if (!token) return unrecognised('sign-in page (no csrf_token)')
    const res = await ctx.http.request(
      'https://passport.yandex.ru/registration-validations/auth/multi_step/start',
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': FORM_ENCODED,
          'x-requested-with': 'XMLHttpRequest',
          origin: 'https://passport.yandex.ru',
          referer: PAGE,
          cookie: cookieHeader(cookiesFrom(page)),
        },
        body: new URLSearchParams({
          csrf_token: token,
          login: encodePhone(phone, 'e164'),
        }).toString(),
      },
    )
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (!answer) return unrecognised('sign-in answer')
    const errors = Array.isArray(answer.errors) ? answer.errors.map(String) : []
    if (errors.some((e) => e.startsWith('rate.')))
      rateLimited(`Yandex rate limit (${errors.join(', ')})`)
    if (answer.status !== 'ok') return unrecognised('sign-in answer')
    if (answer.can_authorize === true) {
      const methods = Array.isArray(answer.auth_methods)
        ? answer.auth_methods.filter((m): m is string => typeof m === 'string')
        : []
      return phoneAccount(phone, 'field can_authorize is true', [
        pv.str('sign_in_methods', 'Sign-in methods', methods.join(', ')),
      ])
    }
    if (answer.can_register === true) return notFound('field can_register is true')
    return unrecognised('sign-in answer')
  },
})

/**
 * Dangdang (当当, online shop, China). The sign-in page asks whether a mobile number has an
 * account in two requests: POST https://login.dangdang.com/api/customer/loginapi/getRankey
 * (permanent_id, t) gives a request id and a one-time key; POST …/loginapi/verifyMobilePhone
 * with the number (mobile_phone, 11 digits), the request id and a signature answers
 * {"statusCode": "0", "if_exist": true} when an account holds it and "if_exist": false when
 * none does. The signature is the MD5 of the sorted, form-encoded fields, encrypted with
 * AES-128-CBC under the one-time key (IV "0102030405060708") and base64-encoded, as the page's
 * script makes it.
 *
 * Silent: the page makes this check to choose between the password and the text-message
 * sign-in; the text itself is sent only by a separate request, never made here.
 *
 * Shows no masked contact. Both requests, the signature and both answers from public tool
 * data (a checker newer than the 2015 plugins, which still read login.dangdang.com/p/
 * mobile_checker.php); not verified live.
 */
import { createCipheriv, createHash } from 'node:crypto'
import { objectOf, parseJson } from './_email/forms.ts'
import { FORM_ENCODED } from './_email/one-request-check.ts'
import { readPhoneValue } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { JSON_FROM_SCRIPT, MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { phoneModule } from './_phone/phone-module.ts'
import { unexpected, unrecognised } from './_shared/outcomes.ts'

const API = 'https://login.dangdang.com/api/customer/loginapi'
const IV = '0102030405060708'
const HEADERS = {
  ...JSON_FROM_SCRIPT,
  'content-type': FORM_ENCODED,
  origin: 'https://login.dangdang.com',
  referer: 'https://login.dangdang.com/',
}

/** The page's signature of its fields: AES-CBC of the MD5 of the sorted query string. */
export function dangdangSign(fields: Record<string, string>, key: string): string | undefined {
  if (![16, 24, 32].includes(Buffer.byteLength(key))) return undefined
  const sorted = new URLSearchParams(
    Object.keys(fields)
      .sort()
      .map((k) => [k, fields[k] ?? '']),
  )
  const digest = createHash('md5').update(sorted.toString()).digest('hex')
  const cipher = createCipheriv(`aes-${Buffer.byteLength(key) * 8}-cbc`, key, IV)
  return Buffer.concat([cipher.update(digest, 'utf8'), cipher.final()]).toString('base64')
}

/** The page's device id: the time to the second, then zeros. */
const permanentId = (now: Date) => `${now.toISOString().replace(/\D/g, '').slice(0, 14)}00000000000`

export const dangdangPhoneModule = phoneModule({
  id: 'dangdang-phone',
  name: 'Dangdang',
  category: 'shopping',
  url: 'https://www.dangdang.com/',
  hosts: ['login.dangdang.com'],
  ...MAINLAND_CHINA,
  silence:
    "The sign-in page's check of whether the number has an account, made to choose the sign-in screen; the text message is a separate request, never made.",
  async lookup(phone, ctx) {
    const now = new Date()
    const permanent_id = permanentId(now)
    const keyRes = await ctx.http.request(`${API}/getRankey`, {
      method: 'POST',
      headers: HEADERS,
      body: new URLSearchParams({ permanent_id, t: String(now.getTime()) }).toString(),
    })
    if (keyRes.status !== 200) return unexpected(keyRes, 'key answer')
    const key = objectOf(parseJson(keyRes.text))
    const requestId = key?.requestId
    const rankey = key?.rankey
    if (key?.statusCode !== '0' || typeof requestId !== 'string' || typeof rankey !== 'string') {
      return unrecognised('key answer')
    }
    const fields: Record<string, string> = {
      ct: 'pc',
      mobile_phone: encodePhone(phone, 'significant'),
      permanent_id,
      requestId,
      t: String(Date.now()),
    }
    const sign = dangdangSign(fields, rankey)
    if (!sign) return unrecognised('key answer (a key of no AES length)')
    const res = await ctx.http.request(`${API}/verifyMobilePhone`, {
      method: 'POST',
      headers: HEADERS,
      body: new URLSearchParams({ ...fields, sign }).toString(),
    })
    if (res.status !== 200) return unexpected(res)
    if (objectOf(parseJson(res.text))?.statusCode !== '0')
      return unrecognised('number check answer')
    return readPhoneValue(res, phone, {
      at: 'if_exist',
      taken: [true],
      free: [false],
      what: 'number check answer',
    })
  },
})

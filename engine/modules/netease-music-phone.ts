/**
 * NetEase Cloud Music (网易云音乐, music streaming, China). POST
 * https://music.163.com/weapi/cellphone/existence/check is the sign-in page's check of a typed
 * number, sent as the web client sends every "weapi" request: the JSON {"cellphone": <national
 * number>, "countrycode": <calling code>} encrypted into the form fields params and
 * encSecKey (see weapiForm). It answers {"exist": 1, "nickname": …, "hasPassword": true,
 * "code": 200} when an account holds the number, {"exist": -1, "nickname": null, …} when none
 * does; another code (a throttled request, -460) decides nothing.
 *
 * Silent: the page asks it to choose between the password and the code sign-in; the code is
 * sent only by another request (captcha/sent), never made here.
 *
 * Shows the account's nickname. Endpoint, fields, the encryption's public constants and both
 * answers from public client code (NeteaseCloudMusicApi and apps built on it, which record
 * both answers); not verified live. The check takes a country code, but only mainland numbers
 * are documented, so it serves China.
 */
import { createCipheriv, randomInt } from 'node:crypto'
import { objectOf } from './_email/forms.ts'
import { postForm } from './_email/one-request-check.ts'
import { phoneAccount } from './_phone/answers.ts'
import { encodePhone } from './_phone/number.ts'
import { MAINLAND_CHINA } from './_phone/mainland-china.ts'
import { onePhoneRequest } from './_phone/one-request.ts'
import { pv } from './_shared/fields.ts'
import { notFound, unexpected, unrecognised } from './_shared/outcomes.ts'

/** The web client's public constants: the first AES key, the IV and its RSA public key. */
const PRESET_KEY = '0CoJUm6Qyw8W8jud'
const IV = '0102030405060708'
const MODULUS = BigInt(
  '0x00e0b509f6259df8642dbc35662901477df22677ec152b5ff68ace615bb7b725152b3ab17a876aea8a5aa76d2e41' +
    '7629ec4ee341f56135fccf695280104e0312ecbda92557c93870114af6c9d05c4f7f0c3685b7a46bee255932575c' +
    'ce10b424d813cfe4875d3e82047b97ddef52741d546b8e289dc6935b3ece0462db0a22b8e7',
)
const EXPONENT = 0x10001n
const BASE62 = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

function aesCbc(text: string, key: string): string {
  const cipher = createCipheriv('aes-128-cbc', key, IV)
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64')
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
  }
  return result
}

/**
 * A weapi request's form: `params` is the JSON encrypted twice with AES-128-CBC (the preset
 * key, then the request's own 16-character key), `encSecKey` that key reversed and raised to
 * the RSA exponent with no padding, as 256 hex digits.
 */
export function weapiForm(data: object, secretKey: string): Record<string, string> {
  const reversed = Buffer.from([...secretKey].reverse().join(''), 'utf8')
  const encSecKey = modPow(BigInt(`0x${reversed.toString('hex')}`), EXPONENT, MODULUS)
  return {
    params: aesCbc(aesCbc(JSON.stringify(data), PRESET_KEY), secretKey),
    encSecKey: encSecKey.toString(16).padStart(256, '0'),
  }
}

/** A fresh key per request, from the alphabet the web client draws it from. */
const secretKey = () => Array.from({ length: 16 }, () => BASE62[randomInt(62)]).join('')

export const neteaseMusicPhoneModule = onePhoneRequest({
  id: 'netease-music-phone',
  name: 'NetEase Cloud Music',
  category: 'music',
  url: 'https://music.163.com/',
  hosts: ['music.163.com'],
  ...MAINLAND_CHINA,
  silence:
    "The sign-in page's check of the typed number, which only chooses between the password and the code sign-in; no code is requested.",
  ask: (phone) =>
    postForm(
      'https://music.163.com/weapi/cellphone/existence/check',
      weapiForm(
        { cellphone: encodePhone(phone, 'significant'), countrycode: phone.callingCode },
        secretKey(),
      ),
      { accept: '*/*', origin: 'https://music.163.com', referer: 'https://music.163.com/' },
    ),
  answer: (res, phone) => {
    if (res.status !== 200) return unexpected(res)
    const answer = objectOf(res.json())
    if (answer?.code !== 200) return unrecognised('number check answer')
    if (answer.exist === -1) return notFound('field exist is -1')
    if (answer.exist !== 1) return unrecognised('number check answer')
    const nickname = typeof answer.nickname === 'string' ? answer.nickname : null
    return phoneAccount(phone, 'field exist is 1', [pv.str('nickname', 'Nickname', nickname)])
  },
})

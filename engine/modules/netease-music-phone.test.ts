import { constants, createDecipheriv, createPublicKey, publicEncrypt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { neteaseMusicPhoneModule, weapiForm } from './netease-music-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  endpoint,
  fixture,
  serve,
  usePlatforms,
} from './_shared/testing.ts'

const recorded = (file: string) => fixture('netease-music-phone', file)
// The body is encrypted under a fresh key each time: its fields are pinned below.
const check = endpoint('https://music.163.com', '/weapi/cellphone/existence/check', {
  method: 'POST',
})

describePhoneCheck(neteaseMusicPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [check(200, recorded('found.json'))],
    not_found: [check(200, recorded('not-found.json'))],
    blocked: [check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  foundFields: { nickname: '晴天的猫' },
  proof: {
    found: /existence\/check → HTTP 200, field exist is 1$/,
    notFound: /→ HTTP 200, field exist is -1$/,
  },
  blockedReason: 'blocked',
  cases: {
    'gives no verdict on a throttled answer': {
      answers: [check(200, recorded('refused.json'))],
      ...UNRECOGNISED,
    },
  },
})

/** The web client's public key, as Node reads an RSA key from its modulus and exponent. */
const PUBLIC_KEY = createPublicKey({
  key: {
    kty: 'RSA',
    e: 'AQAB',
    n: Buffer.from(
      'e0b509f6259df8642dbc35662901477df22677ec152b5ff68ace615bb7b725152b3ab17a876aea8a5aa76d2e4176' +
        '29ec4ee341f56135fccf695280104e0312ecbda92557c93870114af6c9d05c4f7f0c3685b7a46bee255932575cce' +
        '10b424d813cfe4875d3e82047b97ddef52741d546b8e289dc6935b3ece0462db0a22b8e7',
      'hex',
    ).toString('base64url'),
  },
  format: 'jwk',
})

const decrypt = (text: string, key: string) => {
  const decipher = createDecipheriv('aes-128-cbc', key, '0102030405060708')
  return Buffer.concat([decipher.update(text, 'base64'), decipher.final()]).toString('utf8')
}

describe('the weapi form', () => {
  const key = 'k3Lm9QzR2xTb7VwY'
  const form = weapiForm({ cellphone: '13800138000', countrycode: '86' }, key)

  it('holds the JSON encrypted under the preset key, then the request key', () => {
    expect(JSON.parse(decrypt(decrypt(form.params ?? '', key), '0CoJUm6Qyw8W8jud'))).toEqual({
      cellphone: '13800138000',
      countrycode: '86',
    })
  })

  it("holds the request key reversed, under the client's RSA key without padding", () => {
    const reversed = Buffer.from([...key].reverse().join(''))
    const block = Buffer.concat([Buffer.alloc(128 - reversed.length), reversed])
    const expected = publicEncrypt({ key: PUBLIC_KEY, padding: constants.RSA_NO_PADDING }, block)
    expect(form.encSecKey).toBe(expected.toString('hex'))
  })
})

describe('the NetEase number check', () => {
  const platform = usePlatforms()

  it('posts a fresh weapi form each time', async () => {
    const p = platform()
    serve(p, [check(200, recorded('not-found.json')), check(200, recorded('not-found.json'))])
    await p.run(neteaseMusicPhoneModule, '+8613800138000', 'phone')
    await p.run(neteaseMusicPhoneModule, '+8613800138000', 'phone')
    const calls = p.agent.getCallHistory()?.calls() ?? []
    const [first, second] = [0, 1].map((n) => new URLSearchParams(String(calls[n]?.body)))
    expect(first?.get('encSecKey')).toMatch(/^[0-9a-f]{256}$/)
    expect(first?.get('params')).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(second?.get('params')).not.toBe(first?.get('params'))
  })
})

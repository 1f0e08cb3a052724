import { describe, expect, it } from 'vitest'
import { dangdangPhoneModule, dangdangSign } from './dangdang-phone.ts'
import { describePhoneCheck } from './_phone/testing.ts'
import {
  HTML_HEADERS,
  UNRECOGNISED,
  answersFrom,
  fixture,
  serve,
  usePlatforms,
} from './_shared/testing.ts'

const at = answersFrom('https://login.dangdang.com', { method: 'POST' })
const key = (status = 200, body = fixture('dangdang-phone', 'key.json')) =>
  at('/api/customer/loginapi/getRankey', status, body)
const check = (status: number, body: string, headers = {}) =>
  at('/api/customer/loginapi/verifyMobilePhone', status, body, headers)
const recorded = (file: string) => fixture('dangdang-phone', file)

describePhoneCheck(dangdangPhoneModule, {
  number: '+8613800138000',
  answers: {
    found: [key(), check(200, recorded('found.json'))],
    not_found: [key(), check(200, recorded('not-found.json'))],
    blocked: [key(), check(403, recorded('walled.html'), HTML_HEADERS)],
  },
  proof: {
    found: /verifyMobilePhone → HTTP 200, field if_exist is true$/,
    notFound: /verifyMobilePhone → HTTP 200, field if_exist is false$/,
  },
  blockedReason: 'blocked',
  rateLimited: [key(), check(429, recorded('rate-limited.json'))],
  cases: {
    'reports a wall in front of the key as unknown, asking nothing more': {
      answers: [key(403, fixture('dangdang-phone', 'walled.html'))],
      status: 'unknown',
      reason: 'blocked',
    },
    'asks nothing more when the key answer holds no key': {
      answers: [key(200, '{"statusCode":"0","requestId":"a7c31e9b52d84f06"}')],
      ...UNRECOGNISED,
    },
    'reads a refusal at 200 (statusCode 1) as no verdict': {
      answers: [key(), check(200, recorded('rate-limited.json'))],
      ...UNRECOGNISED,
    },
  },
})

describe('the dangdang signature', () => {
  const fields = {
    t: '1795762800000',
    requestId: 'a7c31e9b52d84f06',
    mobile_phone: '13800138000',
    permanent_id: '2026112707000000000000000',
    ct: 'pc',
  }

  it('is the AES-CBC of the MD5 of the sorted fields, as the page makes it', () => {
    // Computed apart: md5sum of the sorted query, then openssl enc -aes-128-cbc -base64.
    expect(dangdangSign(fields, '3f9c1a7e5b2d8046')).toBe(
      'EqMoLnlbYjqQP9KhcAUbTjSP+xMR3DtBPR+5HvsA7a1b+apFgtYwj3pzh3Ainzmv',
    )
  })

  it('refuses a key of no AES length', () => {
    expect(dangdangSign(fields, 'short')).toBeUndefined()
  })
})

describe('the dangdang number check', () => {
  const platform = usePlatforms()

  it("posts the 11-digit number with the key answer's request id, signed under its key", async () => {
    const p = platform()
    serve(p, [key(), check(200, fixture('dangdang-phone', 'found.json'))])
    await p.run(dangdangPhoneModule, '+8613800138000')
    const posted = p.agent.getCallHistory()?.calls()[1]?.body
    const fields = Object.fromEntries(new URLSearchParams(String(posted)))
    const { sign, ...signed } = fields
    expect(signed).toMatchObject({
      ct: 'pc',
      mobile_phone: '13800138000',
      requestId: 'a7c31e9b52d84f06',
    })
    expect(sign).toBe(dangdangSign(signed, '3f9c1a7e5b2d8046'))
  })
})

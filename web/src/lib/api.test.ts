import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError, ContractError, api, request } from './api.ts'
import { answerWith, rejection } from './fake-fetch.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })

describe('the fetch client', () => {
  it('sends the session cookie and labels a body as JSON', async () => {
    const sent = answerWith(json({ url: 'https://pay.test/1' }))
    const reply = await api('/api/checkout', z.object({ url: z.string() }), {
      method: 'POST',
      body: '{"packId":"basic"}',
    })
    expect(reply).toEqual({ url: 'https://pay.test/1' })
    expect(sent[0]?.init.credentials).toBe('same-origin')
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/json')
  })

  it("throws an ApiError carrying the reply's status, headers, body, message and code", async () => {
    const body = { error: 'Slow down', code: 'RATE_LIMITED' }
    answerWith(
      json(body, { status: 429, statusText: 'Too Many Requests', headers: { 'retry-after': '7' } }),
    )
    const error = await rejection(request('/api/searches', { method: 'POST', body: '{}' }))
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 429,
      statusText: 'Too Many Requests',
      retryAfter: '7',
      body: JSON.stringify(body),
      message: 'Slow down',
      code: 'RATE_LIMITED',
    })
  })

  it('gives a reply without a message the generic one, and an unknown code none', async () => {
    answerWith(json({ code: 'SOMETHING_NEW' }, { status: 500 }))
    const error = await rejection(api('/api/orders', null))
    expect(error).toMatchObject({ message: 'Request failed (500)', code: undefined })
  })

  it('refuses a reply that breaks its schema, or is not JSON at all', async () => {
    answerWith(json({ url: 42 }), new Response('<html>', { status: 200 }))
    const schema = z.object({ url: z.string() })
    expect(await rejection(api('/api/checkout', schema))).toBeInstanceOf(ContractError)
    expect(await rejection(api('/api/checkout', schema))).toBeInstanceOf(ContractError)
  })

  it('reads no body when the reply does not matter', async () => {
    answerWith(new Response(null, { status: 204 }))
    await expect(api('/api/auth/signout', null, { method: 'POST' })).resolves.toBeUndefined()
  })
})

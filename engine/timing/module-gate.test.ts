import { describe, expect, it } from 'vitest'
import { enterGate } from './module-gate.ts'
import { mockPlatform } from '../mock-platform.ts'
import type { LookupModule } from '../types.ts'

describe('the per-platform gate', () => {
  it('lets `limit` checks in at once and the next one when a place frees', async () => {
    const signal = new AbortController().signal
    const a = await enterGate('g1', 2, signal)
    await enterGate('g1', 2, signal)
    let third = false
    const waiting = enterGate('g1', 2, signal).then((release) => {
      third = true
      return release
    })
    await new Promise((r) => setTimeout(r, 10))
    expect(third).toBe(false)
    a()
    ;(await waiting)()
    expect(third).toBe(true)
  })

  it('forgets a waiter whose check was cancelled', async () => {
    const held = await enterGate('g2', 1, new AbortController().signal)
    const cancel = new AbortController()
    const waiting = enterGate('g2', 1, cancel.signal)
    cancel.abort(new Error('search cancelled'))
    await expect(waiting).rejects.toThrow('search cancelled')
    held()
    // The place is free again: the cancelled waiter did not take it.
    const next = await enterGate('g2', 1, new AbortController().signal)
    next()
  })
})

describe('a check behind its gate', () => {
  const slowEmail = (maxConcurrent: number): LookupModule => ({
    id: `gated-${maxConcurrent}`,
    name: 'Gated',
    category: 'social',
    types: ['email'],
    url: 'https://gated.example/',
    hosts: ['gated.example'],
    kind: 'module',
    maxConcurrent,
    fixtures: { present: 'a@example.com', absent: 'b@example.com' },
    async run(ctx) {
      const res = await ctx.http.request('https://gated.example/check')
      return res.status === 404
        ? { status: 'not_found', proof: 'HTTP 404' }
        : { status: 'unknown', reason: 'unrecognised' }
    },
  })

  it('asks the platform one at a time when its limit is one, and loses no place on timeout', async () => {
    const p = mockPlatform()
    let inFlight = 0
    let most = 0
    p.agent
      .get('https://gated.example')
      .intercept({ path: '/check' })
      .reply(() => {
        inFlight++
        most = Math.max(most, inFlight)
        // The answer leaves 50 ms later; it is in flight until then.
        setTimeout(() => inFlight--, 45)
        return { statusCode: 404, data: '' }
      })
      .delay(50)
      .persist()
    try {
      const module = slowEmail(1)
      // One waits its turn so long that it times out in the queue...
      const results = await Promise.all([
        p.run(module, 'a@example.com', 'email'),
        p.run(module, 'b@example.com', 'email', { timeoutMs: 20 }),
        p.run(module, 'c@example.com', 'email'),
      ])
      expect(most).toBe(1)
      expect(results.map((r) => r.status)).toEqual(['not_found', 'unknown', 'not_found'])
      // ...and its place is not lost: the gate still lets the next check in.
      expect((await p.run(module, 'd@example.com', 'email')).status).toBe('not_found')
      // Without the limit the same checks overlap: the measure can tell.
      most = 0
      const open = slowEmail(3)
      await Promise.all(['a', 'b', 'c'].map((n) => p.run(open, `${n}@example.com`, 'email')))
      expect(most).toBe(3)
    } finally {
      await p.close()
    }
  })
})

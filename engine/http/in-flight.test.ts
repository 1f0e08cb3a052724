import { describe, expect, it } from 'vitest'
import { inFlightLimit } from './in-flight.ts'

const signal = () => new AbortController().signal

describe('the bound on requests in flight', () => {
  it('lets its limit through, then one more each time one ends, in order', async () => {
    const acquire = inFlightLimit(2)
    const first = await acquire(signal())
    await acquire(signal())
    const order: string[] = []
    const third = acquire(signal()).then((release) => (order.push('third'), release))
    const fourth = acquire(signal()).then((release) => (order.push('fourth'), release))
    await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual([])
    first()
    first() // released twice, freed once
    await third
    expect(order).toEqual(['third'])
    ;(await third)()
    await fourth
    expect(order).toEqual(['third', 'fourth'])
  })

  it('lets a request that is aborted while it waits leave the line', async () => {
    const acquire = inFlightLimit(1)
    const held = await acquire(signal())
    const gone = new AbortController()
    const leaving = acquire(gone.signal)
    const next = acquire(signal())
    gone.abort(new Error('deadline'))
    await expect(leaving).rejects.toThrow('deadline')
    held()
    await expect(next).resolves.toBeTypeOf('function')
  })
})

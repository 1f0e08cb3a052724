import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLocalCreditsBus } from './bus.ts'
import { createBalanceStreams } from './balance-streams.ts'

/** A stream standing in for an SSE response, keeping what was written to it. */
function sink() {
  const out = new PassThrough()
  let text = ''
  out.on('data', (chunk: Buffer) => (text += chunk.toString()))
  return {
    out,
    balances: () =>
      [...text.matchAll(/event: balance\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).credits),
    text: () => text,
  }
}

const settle = () => new Promise((r) => setTimeout(r, 20))

describe('balance streams', () => {
  it('reads a balance once per change for all of a person’s pages, coalescing bursts', async () => {
    const bus = createLocalCreditsBus()
    let balance = 3
    let reads = 0
    /** While set, reads wait for it: a database read takes a while. */
    let slow: Promise<void> | null = null
    const streams = createBalanceStreams({
      bus,
      readBalance: async () => {
        reads++
        await slow
        return balance
      },
      warn: (err) => {
        throw err
      },
    })
    const pages = Array.from({ length: 5 }, sink)
    for (const page of pages) streams.open('alice', page.out)
    await settle()
    expect(reads).toBe(5) // each new page reads once, to start with
    reads = 0

    balance = 2
    await bus.publish('alice')
    await settle()
    expect(reads).toBe(1)
    for (const page of pages) expect(page.balances()).toEqual([3, 2])

    reads = 0
    let release = () => undefined as void
    slow = new Promise<void>((r) => (release = r))
    balance = 0
    for (let i = 0; i < 50; i++) await bus.publish('alice')
    release()
    await settle()
    // One read was under way when the burst began; one more covers all 49 after it.
    expect(reads).toBe(2)
    for (const page of pages) expect(page.balances().at(-1)).toBe(0)
    streams.closeAll()
  })

  it('keeps only the newest pages of one person open, telling the oldest to stop', async () => {
    const bus = createLocalCreditsBus()
    const streams = createBalanceStreams({
      bus,
      readBalance: async () => 1,
      warn: () => undefined,
      maxPerUser: 3,
    })
    const pages = Array.from({ length: 5 }, sink)
    for (const page of pages) streams.open('bob', page.out)
    streams.open('carol', sink().out)
    await settle()
    expect(streams.count()).toBe(4)
    expect(pages.map((p) => p.out.writableEnded)).toEqual([true, true, false, false, false])
    expect(pages[0]!.text()).toContain('event: superseded')
    streams.closeAll()
    expect(streams.count()).toBe(0)
    expect(pages.every((p) => p.out.writableEnded)).toBe(true)
  })
})

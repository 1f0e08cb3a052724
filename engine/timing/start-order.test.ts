import { describe, expect, it } from 'vitest'
import { bareSearch, collect, fakeModule, NOT_FOUND } from '../testing/fake-module.ts'
import { snapshotBook, type Expectation } from './latency-history.ts'
import { startOrder } from './start-order.ts'

const modules = ['quick', 'unseen', 'slow', 'silent', 'middling', 'also-unseen'].map((id) =>
  fakeModule(id, async () => NOT_FOUND),
)
const answers = (p95Ms: number): Expectation => ({ kind: 'answers', p95Ms, typicalMs: p95Ms / 2 })
const book = {
  expect: (id: string) =>
    (
      ({
        quick: answers(200),
        slow: answers(4000),
        silent: { kind: 'hung' },
        middling: answers(900),
      }) as Record<string, Expectation>
    )[id],
}

describe('the order checks start in', () => {
  it('starts the quickest, the unseen, then the slowest to the quickest, and the silent last', () => {
    const order = startOrder(modules.map((m) => book.expect(m.id))).map((i) => modules[i]?.id)
    expect(order).toEqual(['quick', 'unseen', 'also-unseen', 'slow', 'middling', 'silent'])
  })

  it('puts one in 200 of the quickest first, quickest of all at the head', () => {
    // 401 platforms answering in 1 to 401 ms, in the catalogue's order.
    const times = Array.from({ length: 401 }, (_, i) => answers(2 * (i + 1)))
    const order = startOrder(times)
    expect(order.slice(0, 3)).toEqual([0, 1, 2])
    expect(order.slice(3, 6)).toEqual([400, 399, 398])
    expect(order.at(-1)).toBe(3)
    expect(new Set(order).size).toBe(401)
  })

  it("keeps the catalogue's order when nothing is known of the platforms", () => {
    expect(startOrder(modules.map(() => undefined))).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('is the order a search sends its checks in', async () => {
    const started: string[] = []
    const recorded = ['quick', 'middling', 'slow'].map((id) =>
      fakeModule(id, async () => {
        started.push(id)
        return NOT_FOUND
      }),
    )
    const latency = snapshotBook(
      { quick: answers(200), slow: answers(4000), middling: answers(900) },
      () => undefined,
    )
    await collect(bareSearch({ modules: recorded, latency }))
    expect(started).toEqual(['quick', 'slow', 'middling'])
  })
})

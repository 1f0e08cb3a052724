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
  it('starts the unseen, then the slowest to the quickest, and the silent last', () => {
    const order = startOrder(modules.map((m) => book.expect(m.id))).map((i) => modules[i]?.id)
    expect(order).toEqual(['unseen', 'also-unseen', 'slow', 'middling', 'quick', 'silent'])
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
    expect(started).toEqual(['slow', 'middling', 'quick'])
  })
})

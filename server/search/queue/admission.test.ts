import { describe, expect, it } from 'vitest'
import { createAdmission } from './admission.ts'
import type { SearchSlot } from './work-slots.ts'

/** Enters a search and records when it starts; `free` ends it. */
function enterAll(admission: ReturnType<typeof createAdmission>, users: string[]) {
  const started: string[] = []
  const places = new Map<string, number[]>()
  const frees = new Map<string, SearchSlot>()
  const entries = users.map((userId, i) => {
    const name = `${userId}${i}`
    places.set(name, [])
    return admission
      .enter({ userId, onPlace: (ahead) => places.get(name)?.push(ahead) })
      .then((free) => {
        started.push(name)
        frees.set(name, free)
      })
  })
  const free = async (name: string) => {
    frees.get(name)?.end()
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { started, places, entries, free }
}

describe('admission', () => {
  it('starts searches up to its capacity and queues the rest in order of arrival', async () => {
    const admission = createAdmission(2)
    const run = enterAll(admission, ['a', 'b', 'c', 'd'])
    await new Promise((resolve) => setImmediate(resolve))
    expect(run.started).toEqual(['a0', 'b1'])
    expect(admission.waiting()).toBe(2)
    expect(run.places.get('c2')).toEqual([0])
    expect(run.places.get('d3')).toEqual([1])
    await run.free('a0')
    expect(run.started).toEqual(['a0', 'b1', 'c2'])
    expect(run.places.get('d3')).toEqual([1, 0])
    await run.free('b1')
    await run.free('c2')
    expect(run.started).toEqual(['a0', 'b1', 'c2', 'd3'])
    expect(admission.running()).toBe(1)
  })

  it('never puts one person twice ahead of another', async () => {
    const admission = createAdmission(1)
    // x runs; a queues three searches, then b one, then c one.
    const run = enterAll(admission, ['x', 'a', 'a', 'a', 'b', 'c'])
    await new Promise((resolve) => setImmediate(resolve))
    expect(run.places.get('b4')).toEqual([1])
    expect(run.places.get('c5')).toEqual([2])
    for (const name of ['x0', 'a1', 'b4', 'c5', 'a2']) await run.free(name)
    expect(run.started).toEqual(['x0', 'a1', 'b4', 'c5', 'a2', 'a3'])
  })

  it('keeps an early arrival ahead when a person with more searches moves up', async () => {
    const admission = createAdmission(1)
    const run = enterAll(admission, ['x', 'a', 'a', 'b'])
    await new Promise((resolve) => setImmediate(resolve))
    await run.free('x0')
    // a's second search does not pass b's, which was ahead of it.
    expect(run.places.get('b3')?.at(-1)).toBe(0)
    await run.free('a1')
    expect(run.started).toEqual(['x0', 'a1', 'b3'])
  })

  it("puts a person's second search at once, while their first runs, behind others' first", async () => {
    const admission = createAdmission(2)
    // a and x run; a asks again, then b arrives: b's first search goes before a's second.
    const run = enterAll(admission, ['a', 'x', 'a', 'b'])
    await new Promise((resolve) => setImmediate(resolve))
    expect(run.places.get('b3')).toEqual([0])
    expect(run.places.get('a2')).toEqual([0, 1])
    await run.free('x1')
    expect(run.started).toEqual(['a0', 'x1', 'b3'])
    // a's first ended: the search it still has waiting keeps its round and its place.
    await run.free('a0')
    expect(run.started).toEqual(['a0', 'x1', 'b3', 'a2'])
  })

  it('lets a search that is given up leave the queue, moving the others up', async () => {
    const admission = createAdmission(1)
    const running = await admission.enter({ userId: 'x' })
    const leaving = new AbortController()
    const places: number[] = []
    const left = admission.enter({ userId: 'a' }, leaving.signal)
    const next = admission.enter({ userId: 'b', onPlace: (n) => places.push(n) })
    leaving.abort(new Error('nobody is watching'))
    await expect(left).rejects.toThrow('nobody is watching')
    expect(places).toEqual([1, 0])
    running.end()
    running.end() // a second call frees nothing more
    const free = await next
    expect(admission.running()).toBe(1)
    free.end()
    expect(admission.running()).toBe(0)
  })

  it('lets the next search start once one is down to its stragglers, up to twice its capacity running', async () => {
    const admission = createAdmission(2)
    const slots: SearchSlot[] = []
    const starts = Array.from({ length: 6 }, (_, i) =>
      admission.enter({ userId: `p${i}` }).then((slot) => slots.push(slot)),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(slots).toHaveLength(2)
    slots[0]?.tail()
    slots[0]?.tail() // said twice, freed once
    await new Promise((resolve) => setImmediate(resolve))
    expect(slots).toHaveLength(3)
    expect([admission.busy(), admission.running()]).toEqual([2, 3])
    slots[1]?.tail()
    slots[2]?.tail()
    await new Promise((resolve) => setImmediate(resolve))
    // Four running, one busy: memory's bound, twice the capacity, holds the rest back.
    expect([admission.busy(), admission.running(), admission.waiting()]).toEqual([1, 4, 2])
    slots[3]?.tail()
    await new Promise((resolve) => setImmediate(resolve))
    expect(admission.running()).toBe(4)
    slots[0]?.end()
    await new Promise((resolve) => setImmediate(resolve))
    expect([admission.busy(), admission.running(), admission.waiting()]).toEqual([1, 4, 1])
    for (const slot of slots) slot.end()
    await Promise.race([Promise.all(starts), new Promise((r) => setTimeout(r, 50))])
  })

  it('refuses a capacity that is not a positive whole number', () => {
    expect(() => createAdmission(0)).toThrow(RangeError)
    expect(() => createAdmission(1.5)).toThrow(RangeError)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerWith } from '../../../lib/fake-fetch.ts'
import { signedExport } from './signed-export.ts'

const KEY = 'snooplens.signed-exports.v1'
const signed = (id: string) => JSON.stringify({ query: id, signature: { value: 'x' } })

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('signed exports kept in this browser', () => {
  it('fetches the signed export once, then serves it from here once the server forgot it', async () => {
    const sent = answerWith(new Response(signed('a'), { status: 200 }))
    expect(await signedExport('a')).toBe(signed('a'))
    expect(sent.map((s) => s.path)).toEqual(['/api/searches/a/export'])
    // No answer recorded for a second request: it must not be asked again.
    expect(await signedExport('a')).toBe(signed('a'))
  })

  it('has no signed copy when the server has forgotten the search and none was kept', async () => {
    answerWith(
      new Response('{"error":"gone","code":"SEARCH_NOT_FOUND"}', { status: 404 }),
      new Error('fetch failed'),
    )
    expect(await signedExport('old')).toBeNull()
    expect(await signedExport('offline')).toBeNull()
  })

  it('keeps the newest when storage is full, dropping the oldest', async () => {
    localStorage.setItem(KEY, JSON.stringify([['old', signed('old')]]))
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    answerWith(new Response(signed('new'), { status: 200 }))
    expect(await signedExport('new')).toBe(signed('new'))
    expect(JSON.parse(localStorage.getItem(KEY) ?? '[]')).toEqual([['new', signed('new')]])
  })
})

import { describe, expect, it } from 'vitest'
import type { ModuleResult, StreamMessage } from '../../../engine/types.ts'
import { messageToSend, ToMain } from './worker-protocol.ts'

const result = (module: string): ModuleResult => ({
  module,
  name: module,
  category: 'social',
  status: 'not_found',
  timestamp: '2026-12-07T12:00:00.000Z',
  elapsed_ms: 12,
})

describe('messageToSend', () => {
  const a = result('a')
  const b = result('b')

  it('sends a complete whose results were all sent, in order, without them', () => {
    const complete: StreamMessage = { type: 'complete', total: 2, results: [a, b] }
    const sent = messageToSend('s1', complete, [a, b])
    expect(sent).toEqual({ type: 'complete', id: 's1', total: 2 })
    expect(ToMain.safeParse(sent).success).toBe(true)
  })

  it('sends any other complete whole: results not sent, in another order, or more to say', () => {
    const whole = (message: StreamMessage) => ({ type: 'message', id: 's1', message })
    const unsent: StreamMessage = { type: 'complete', total: 2, results: [a, result('b')] }
    expect(messageToSend('s1', unsent, [a, b])).toEqual(whole(unsent))
    const reordered: StreamMessage = { type: 'complete', total: 2, results: [b, a] }
    expect(messageToSend('s1', reordered, [a, b])).toEqual(whole(reordered))
    const fewer: StreamMessage = { type: 'complete', total: 2, results: [a] }
    expect(messageToSend('s1', fewer, [a, b])).toEqual(whole(fewer))
    const refunded: StreamMessage = { type: 'complete', total: 2, results: [a, b], refunded: true }
    expect(messageToSend('s1', refunded, [a, b])).toEqual(whole(refunded))
  })

  it('sends results and errors whole', () => {
    const message: StreamMessage = { type: 'result', data: a }
    expect(messageToSend('s1', message, [])).toEqual({ type: 'message', id: 's1', message })
  })
})

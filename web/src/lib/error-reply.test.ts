import { describe, expect, it } from 'vitest'
import { readErrorReply } from './error-reply.ts'

describe('reading an error reply', () => {
  it("reads the server's ApiErrorBody: its message and its code", () => {
    const body = JSON.stringify({ error: 'No credits left', code: 'NO_CREDITS' })
    expect(readErrorReply(body)).toEqual({ message: 'No credits left', code: 'NO_CREDITS' })
  })

  it('drops a code outside the closed set, keeping the message', () => {
    const body = JSON.stringify({ error: 'Try later', code: 'SOMETHING_NEW' })
    expect(readErrorReply(body)).toEqual({ message: 'Try later' })
    expect(readErrorReply(JSON.stringify({ error: 'x', code: 7 }))).toEqual({ message: 'x' })
  })

  it("takes another sender's message field, or the text itself when it is not JSON", () => {
    expect(readErrorReply('{"message":"Bad Gateway"}')).toEqual({ message: 'Bad Gateway' })
    expect(readErrorReply(' upstream exploded ')).toEqual({ message: 'upstream exploded' })
    expect(readErrorReply('"just a string"')).toEqual({ message: '"just a string"' })
    expect(readErrorReply('x'.repeat(5000)).message).toHaveLength(2000)
  })

  it('reads nothing from an empty body or JSON without a message', () => {
    expect(readErrorReply('')).toEqual({})
    expect(readErrorReply(undefined)).toEqual({})
    expect(readErrorReply('{"ok":false}')).toEqual({})
  })
})

import { errors } from 'undici'
import { describe, expect, it } from 'vitest'
import { lostWithItsConnection, networkFailure, refusedUnprocessed } from './network-failure.ts'

const coded = (code: string, message = code) => Object.assign(new Error(message), { code })

describe('what a failed request says of the network', () => {
  it('says a stream that ended without an answer could not reach the platform, plainly', () => {
    const ended = new errors.InformationalError('HTTP/2: stream half-closed (remote)')
    expect(networkFailure(ended)).toEqual({
      reason: 'unreachable',
      message: 'could not reach the platform (UND_ERR_INFO)',
    })
  })

  it('tells a connection that ended under a request from one never made', () => {
    const goaway = new errors.SocketError('HTTP/2: "GOAWAY" frame received with code 0')
    expect(lostWithItsConnection(goaway)).toBe(true)
    expect(lostWithItsConnection(new errors.SocketError('other side closed'))).toBe(true)
    expect(lostWithItsConnection(coded('ECONNRESET'))).toBe(true)
    expect(lostWithItsConnection(new Error('fetch failed', { cause: coded('EPIPE') }))).toBe(true)
    // Never made, or not the connection's doing: asking again would meet the same.
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'CERT_HAS_EXPIRED', 'UND_ERR_HEADERS_TIMEOUT'])
      expect(lostWithItsConnection(coded(code))).toBe(false)
    expect(lostWithItsConnection(new Error('the page said nothing'))).toBe(false)
  })

  it('knows a stream refused unprocessed from one reset for any other reason', () => {
    const stream = (name: string) =>
      coded('ERR_HTTP2_STREAM_ERROR', `Stream closed with error code ${name}`)
    expect(refusedUnprocessed(stream('NGHTTP2_REFUSED_STREAM'))).toBe(true)
    expect(
      refusedUnprocessed(new Error('failed', { cause: stream('NGHTTP2_REFUSED_STREAM') })),
    ).toBe(true)
    expect(refusedUnprocessed(stream('NGHTTP2_INTERNAL_ERROR'))).toBe(false)
    expect(refusedUnprocessed(coded('ECONNRESET', 'REFUSED_STREAM'))).toBe(false)
  })
})

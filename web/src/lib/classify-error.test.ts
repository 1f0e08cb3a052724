import { describe, expect, it } from 'vitest'
import {
  INVALID_RESPONSE_FORMAT,
  UNKNOWN_SEARCH_ERROR,
  USER_MESSAGES,
  classifyError,
  contactSupportHref,
  errorDetailsText,
  retryAfterSeconds,
  retryCountdownLabel,
} from './classify-error.ts'

const NOW = new Date('2025-03-01T12:00:00.000Z')
const classify = (input: Parameters<typeof classifyError>[0]) =>
  classifyError({ now: NOW, ...input })

describe('classifyError: SPEC 8 table', () => {
  it('network: a fetch TypeError is a retryable Connection Problem', () => {
    const error = classify({ error: new TypeError('Failed to fetch') })
    expect(error).toMatchObject({
      type: 'network',
      code: 'NETWORK_ERROR',
      title: 'Connection Problem',
      message: 'Failed to fetch',
      userMessage:
        'Unable to connect to our servers. Please check your internet connection and try again.',
      retryable: true,
      contactSupport: false,
      timestamp: '2025-03-01T12:00:00.000Z',
    })
    expect(error.retryAfter).toBeUndefined()
    expect(error.stack).toContain('TypeError')
  })

  it.each(['fetch failed', 'NetworkError when attempting to fetch resource.', 'Load failed'])(
    'network: recognises the browser and Node wording %j',
    (message) => {
      expect(classify({ error: new TypeError(message) }).type).toBe('network')
    },
  )

  it('a TypeError from a code bug is not a network problem', () => {
    const error = classify({
      error: new TypeError("Cannot read properties of undefined (reading 'x')"),
    })
    expect(error).toMatchObject({ type: 'unknown', title: 'Search Failed' })
  })

  it('timeout: an abort is a Search Timeout retried after 2 s', () => {
    const abort = new DOMException('This operation was aborted', 'AbortError')
    expect(classify({ error: abort })).toMatchObject({
      type: 'timeout',
      code: 'TIMEOUT',
      title: 'Search Timeout',
      userMessage:
        'The search is taking longer than expected. Please try again with a shorter timeout.',
      retryable: true,
      retryAfter: 2000,
    })
  })

  it.each([
    new DOMException('The operation timed out.', 'TimeoutError'),
    new Error('Request timeout after 65000ms'),
    new Error('Search timed out'),
  ])('timeout: recognises %s', (error) => {
    expect(classify({ error })).toMatchObject({ type: 'timeout', retryAfter: 2000 })
  })

  it.each([401, 403])(
    'HTTP %i: Authentication Error, not retryable, with Contact Support',
    (status) => {
      expect(classify({ status, body: '{"error":"User not authenticated"}' })).toMatchObject({
        type: 'auth',
        code: `HTTP_${status}`,
        title: 'Authentication Error',
        message: 'User not authenticated',
        userMessage: 'Authentication failed. Please check your API credentials and try again.',
        retryable: false,
        contactSupport: true,
      })
    },
  )

  it('HTTP 429 with Retry-After: waits that many seconds', () => {
    const error = classify({ status: 429, retryAfterHeader: '12' })
    expect(error).toMatchObject({
      type: 'rate_limit',
      code: 'HTTP_429',
      title: 'Rate Limit Reached',
      userMessage: "You've hit the rate limit. Please wait 12 seconds before trying again.",
      retryable: true,
      retryAfter: 12_000,
      responseDetails: { status: 429, retryAfterHeader: '12' },
    })
  })

  it('HTTP 429 without Retry-After: waits 60 seconds', () => {
    expect(classify({ status: 429, retryAfterHeader: null })).toMatchObject({
      userMessage: "You've hit the rate limit. Please wait 60 seconds before trying again.",
      retryAfter: 60_000,
    })
  })

  it.each([400, 402, 404, 422])('HTTP %i: Invalid Request, not retryable', (status) => {
    expect(classify({ status })).toMatchObject({
      type: 'client',
      code: `HTTP_${status}`,
      title: 'Invalid Request',
      userMessage:
        'There was an issue with your search request. Please check your input and try again.',
      retryable: false,
      contactSupport: false,
    })
  })

  it.each([500, 502, 503])('HTTP %i: Server Error retried after 5 s', (status) => {
    const error = classify({ status, statusText: 'Bad Gateway' })
    expect(error).toMatchObject({
      type: 'server',
      title: 'Server Error',
      message: `HTTP ${status} Bad Gateway`,
      userMessage: 'Our servers are experiencing issues. Please try again in a few moments.',
      retryable: true,
      retryAfter: 5000,
    })
  })

  it('invalid JSON: code INVALID_JSON, retryable', () => {
    let parseError: unknown
    try {
      JSON.parse('{"results": [')
    } catch (e) {
      parseError = e
    }
    expect(classify({ error: parseError })).toMatchObject({
      type: 'validation',
      code: 'INVALID_JSON',
      userMessage: 'Received invalid data from the server. Please try again.',
      retryable: true,
    })
    const coded = Object.assign(new Error('bad'), { code: 'INVALID_JSON' })
    expect(classify({ error: coded }).code).toBe('INVALID_JSON')
  })

  it('anything else: Search Failed for an Error, Unexpected Error otherwise', () => {
    const userMessage =
      'An unexpected error occurred. Please try again or contact support if the issue persists.'
    expect(classify({ error: new Error('Failed to start search') })).toMatchObject({
      type: 'unknown',
      code: 'UNKNOWN_ERROR',
      title: 'Search Failed',
      message: 'Failed to start search',
      userMessage,
      retryable: true,
    })
    expect(classify({ error: 'kaboom' })).toMatchObject({
      title: 'Unexpected Error',
      message: 'kaboom',
      userMessage,
    })
    expect(classify({})).toMatchObject({
      title: 'Unexpected Error',
      message: 'Unknown search error',
    })
  })
})

describe('classifyError: details', () => {
  it('uses a non-JSON error body as the message', () => {
    expect(classify({ status: 502, body: 'upstream exploded' }).message).toBe('upstream exploded')
  })

  it("keeps the server's own code and the request details", () => {
    const error = classify({
      status: 402,
      body: '{"error":"No credits left","code":"NO_CREDITS"}',
      requestDetails: { url: '/api/searches', method: 'POST', type: 'username' },
    })
    expect(error.message).toBe('No credits left')
    expect(error.responseDetails).toMatchObject({ status: 402, code: 'NO_CREDITS' })
    expect(error.requestDetails).toEqual({ url: '/api/searches', method: 'POST', type: 'username' })
  })

  it("drops a code that is not ours: the person reads the status's words", () => {
    const error = classify({ status: 400, body: '{"error":"Nope","code":"SOMETHING_NEW"}' })
    expect(error.responseDetails?.code).toBeUndefined()
    expect(error).toMatchObject({ message: 'Nope', userMessage: USER_MESSAGES.client })
  })

  it('a status wins over a thrown error', () => {
    expect(classify({ status: 503, error: new TypeError('Failed to fetch') }).type).toBe('server')
  })
})

describe('retryAfterSeconds', () => {
  it('reads seconds, an HTTP date, or defaults to 60', () => {
    expect(retryAfterSeconds('30', NOW)).toBe(30)
    expect(retryAfterSeconds('Sat, 01 Mar 2025 12:00:45 GMT', NOW)).toBe(45)
    expect(retryAfterSeconds('soon', NOW)).toBe(60)
    expect(retryAfterSeconds(undefined, NOW)).toBe(60)
    expect(retryAfterSeconds('0', NOW)).toBe(1)
  })
})

describe('error panel helpers', () => {
  it('labels the countdown', () => {
    expect(retryCountdownLabel(7)).toBe('Retry in 7s')
  })

  it('copies the details as JSON', () => {
    const error = classify({ status: 500 })
    expect(JSON.parse(errorDetailsText(error))).toMatchObject({ code: 'HTTP_500', type: 'server' })
  })

  it('builds an encoded support mailto', () => {
    const href = contactSupportHref('help@example.com', classify({ status: 401 }))
    expect(href).toMatch(/^mailto:help@example\.com\?subject=Search%20problem%3A%20HTTP_401&body=/)
  })
})

describe('SPEC 8 other messages', () => {
  it('keeps the fixed copy word for word', () => {
    expect(INVALID_RESPONSE_FORMAT).toBe('Invalid API response format - expected array')
    expect(UNKNOWN_SEARCH_ERROR).toBe('Unknown search error')
  })
})

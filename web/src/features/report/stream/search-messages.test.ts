import { describe, expect, it } from 'vitest'
import {
  NO_DATA_RETURNED,
  RESPONSE_READER_MISSING,
  SEARCH_START_FAILED,
  processResultsFailedMessage,
  proxyErrorMessage,
  unparsableLineMessage,
  unsupportedSearchTypeMessage,
} from './search-messages.ts'

describe('SPEC 8 other messages', () => {
  it('keeps the fixed copy word for word', () => {
    expect(NO_DATA_RETURNED).toBe('Search completed but no data was returned')
    expect(RESPONSE_READER_MISSING).toBe('Failed to get response reader')
    expect(SEARCH_START_FAILED).toBe('Failed to start search')
  })

  it('fills the templates', () => {
    expect(proxyErrorMessage(502, 'Bad Gateway')).toBe('Proxy Error 502: Bad Gateway')
    expect(unparsableLineMessage(3)).toBe('Failed to parse JSON on line 3')
    expect(processResultsFailedMessage('boom')).toBe('Failed to process search results: boom')
    expect(unsupportedSearchTypeMessage('ssn')).toBe('Unsupported search type: ssn')
  })
})

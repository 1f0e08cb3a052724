/**
 * SPEC 8 Other messages: the search flow's fixed copy, word for word (the two the
 * classification gives are in lib/classify-error.ts).
 */
export const NO_DATA_RETURNED = 'Search completed but no data was returned'
export const RESPONSE_READER_MISSING = 'Failed to get response reader'
export const SEARCH_START_FAILED = 'Failed to start search'

/** Streaming: a non-OK answer from the search endpoint. */
export const proxyErrorMessage = (status: number, message: string) =>
  `Proxy Error ${status}: ${message}`

/** Streaming: `line` counts from 1, as a person reads it. */
export const unparsableLineMessage = (line: number) => `Failed to parse JSON on line ${line}`

export const processResultsFailedMessage = (detail: string) =>
  `Failed to process search results: ${detail}`

export const unsupportedSearchTypeMessage = (type: string) => `Unsupported search type: ${type}`

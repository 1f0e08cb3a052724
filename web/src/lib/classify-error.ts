/**
 * SPEC 8 Search error classification: one function turns whatever went wrong with a request
 * into SPEC 3's Classified error, which the search card, the report and the error panel
 * show. The retry policy that reads it is the report's (features/report/retry-policy.ts).
 */
import type { ErrorCode } from '../../../shared/error-codes.ts'
import { BODY_DETAIL_LIMIT, readErrorReply } from './error-reply.ts'

/** SPEC 8 Other messages: the two the classification itself gives. */
export const INVALID_RESPONSE_FORMAT = 'Invalid API response format - expected array'
export const UNKNOWN_SEARCH_ERROR = 'Unknown search error'

export type SearchErrorType =
  'network' | 'timeout' | 'auth' | 'rate_limit' | 'client' | 'server' | 'validation' | 'unknown'

export interface RequestDetails {
  url?: string
  method?: string
  type?: string
  query?: string
  attempt?: number
}

export interface ResponseDetails {
  status: number
  statusText?: string
  /** The server's own error code, when its body carried one of ours. */
  code?: ErrorCode
  /** The start of the body, for Copy Error Details. */
  body?: string
  retryAfterHeader?: string
}

export interface ClassifiedError {
  type: SearchErrorType
  code: string
  title: string
  /** Technical message, for details and logs. */
  message: string
  /** What the person reads. */
  userMessage: string
  retryable: boolean
  /** How long to wait before retrying, in ms, when the cause says so. */
  retryAfter?: number
  timestamp: string
  requestDetails?: RequestDetails
  responseDetails?: ResponseDetails
  stack?: string
  /** SPEC 8: authentication failures show a Contact Support mailto link. */
  contactSupport: boolean
}

export interface ClassifyErrorInput {
  error?: unknown
  /** HTTP status of a non-OK answer. */
  status?: number
  statusText?: string
  retryAfterHeader?: string | null
  body?: string
  requestDetails?: RequestDetails
  now?: Date
}

export const USER_MESSAGES = {
  network: 'Unable to connect to our servers. Please check your internet connection and try again.',
  timeout: 'The search is taking longer than expected. Please try again with a shorter timeout.',
  auth: 'Authentication failed. Please check your API credentials and try again.',
  client: 'There was an issue with your search request. Please check your input and try again.',
  server: 'Our servers are experiencing issues. Please try again in a few moments.',
  invalidJson: 'Received invalid data from the server. Please try again.',
  unknown:
    'An unexpected error occurred. Please try again or contact support if the issue persists.',
} as const

export const rateLimitUserMessage = (seconds: number) =>
  `You've hit the rate limit. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before trying again.`

export const TIMEOUT_RETRY_AFTER_MS = 2_000
export const SERVER_ERROR_RETRY_AFTER_MS = 5_000
export const DEFAULT_RATE_LIMIT_SECONDS = 60

type Classification = Pick<
  ClassifiedError,
  'type' | 'code' | 'title' | 'userMessage' | 'retryable' | 'retryAfter' | 'contactSupport'
>

const row = (
  type: SearchErrorType,
  code: string,
  title: string,
  userMessage: string,
  retryable: boolean,
  retryAfter?: number,
): Classification => ({
  type,
  code,
  title,
  userMessage,
  retryable,
  contactSupport: false,
  ...(retryAfter !== undefined ? { retryAfter } : {}),
})

/** Retry-After in whole seconds (or an HTTP date); SPEC 8 defaults to 60. */
export function retryAfterSeconds(header: string | null | undefined, now: Date): number {
  const value = header?.trim() ?? ''
  if (/^\d+$/.test(value)) return Math.max(1, Number(value))
  const date = Date.parse(value)
  if (value !== '' && !Number.isNaN(date)) {
    return Math.max(1, Math.ceil((date - now.getTime()) / 1000))
  }
  return DEFAULT_RATE_LIMIT_SECONDS
}

function classifyStatus(status: number, retryAfterHeader: string | null | undefined, now: Date) {
  const code = `HTTP_${status}`
  if (status === 401 || status === 403) {
    return {
      ...row('auth', code, 'Authentication Error', USER_MESSAGES.auth, false),
      contactSupport: true,
    }
  }
  if (status === 429) {
    const seconds = retryAfterSeconds(retryAfterHeader, now)
    const message = rateLimitUserMessage(seconds)
    return row('rate_limit', code, 'Rate Limit Reached', message, true, seconds * 1000)
  }
  if (status >= 400 && status < 500) {
    return row('client', code, 'Invalid Request', USER_MESSAGES.client, false)
  }
  if (status >= 500) {
    const message = USER_MESSAGES.server
    return row('server', code, 'Server Error', message, true, SERVER_ERROR_RETRY_AFTER_MS)
  }
  return row('unknown', code, 'Unexpected Error', USER_MESSAGES.unknown, true)
}

/** Reads a string property off anything thrown: DOMException and plain objects included. */
function stringProp(value: unknown, key: 'name' | 'message' | 'code'): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined
  const prop = (value as Record<string, unknown>)[key]
  return typeof prop === 'string' ? prop : undefined
}

const messageOf = (error: unknown) =>
  typeof error === 'string' ? error : (stringProp(error, 'message') ?? '')

export function isTimeoutError(error: unknown): boolean {
  const name = stringProp(error, 'name')
  return name === 'AbortError' || name === 'TimeoutError' || /time(d)? ?out/i.test(messageOf(error))
}

/** What fetch throws when the network fails: Chrome, Firefox, Safari and Node word it apart. */
export function isNetworkError(error: unknown): boolean {
  return (
    stringProp(error, 'name') === 'TypeError' && /fetch|network|load failed/i.test(messageOf(error))
  )
}

export function isInvalidJsonError(error: unknown): boolean {
  return stringProp(error, 'name') === 'SyntaxError' || stringProp(error, 'code') === 'INVALID_JSON'
}

function classifyThrown(error: unknown): Classification {
  if (isTimeoutError(error)) {
    return row(
      'timeout',
      'TIMEOUT',
      'Search Timeout',
      USER_MESSAGES.timeout,
      true,
      TIMEOUT_RETRY_AFTER_MS,
    )
  }
  if (isNetworkError(error)) {
    return row('network', 'NETWORK_ERROR', 'Connection Problem', USER_MESSAGES.network, true)
  }
  if (isInvalidJsonError(error)) {
    return row('validation', 'INVALID_JSON', 'Invalid Response', USER_MESSAGES.invalidJson, true)
  }
  const title = error instanceof Error ? 'Search Failed' : 'Unexpected Error'
  return row('unknown', 'UNKNOWN_ERROR', title, USER_MESSAGES.unknown, true)
}

function technicalMessage(input: ClassifyErrorInput, bodyMessage: string | undefined): string {
  if (input.status !== undefined) {
    return bodyMessage ?? `HTTP ${input.status}${input.statusText ? ` ${input.statusText}` : ''}`
  }
  return messageOf(input.error) || UNKNOWN_SEARCH_ERROR
}

export function classifyError(input: ClassifyErrorInput): ClassifiedError {
  const now = input.now ?? new Date()
  const body = readErrorReply(input.body)
  const classification =
    input.status !== undefined
      ? classifyStatus(input.status, input.retryAfterHeader, now)
      : classifyThrown(input.error)
  const classified: ClassifiedError = {
    ...classification,
    message: technicalMessage(input, body.message),
    timestamp: now.toISOString(),
  }
  if (input.requestDetails !== undefined) classified.requestDetails = input.requestDetails
  if (input.status !== undefined) {
    classified.responseDetails = {
      status: input.status,
      ...(input.statusText ? { statusText: input.statusText } : {}),
      ...(body.code !== undefined ? { code: body.code } : {}),
      ...(input.body ? { body: input.body.slice(0, BODY_DETAIL_LIMIT) } : {}),
      ...(input.retryAfterHeader ? { retryAfterHeader: input.retryAfterHeader } : {}),
    }
  }
  if (input.error instanceof Error && input.error.stack) classified.stack = input.error.stack
  return classified
}

/** SPEC 2 Search error panel copy. */
export const ERROR_PANEL_COPY = {
  tryAgain: 'Try Again',
  retrying: 'Retrying...',
  copyDetails: 'Copy Error Details',
  contactSupport: 'Contact Support',
} as const

export const retryCountdownLabel = (seconds: number) => `Retry in ${seconds}s`

/** What Copy Error Details puts on the clipboard. */
export function errorDetailsText(error: ClassifiedError): string {
  return JSON.stringify(error, null, 2)
}

export function contactSupportHref(email: string, error: ClassifiedError): string {
  const subject = `Search problem: ${error.code}`
  const body = `What happened: ${error.message}\nWhen: ${error.timestamp}`
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

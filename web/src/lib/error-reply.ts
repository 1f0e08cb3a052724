import { isErrorCode, type ErrorCode } from '../../../shared/error-codes.ts'

/** How much of a reply's body is kept for messages and Copy Error Details. */
export const BODY_DETAIL_LIMIT = 2_000

/** What an error reply said: the server's message and its code, when it gave them. */
export interface ErrorReply {
  message?: string
  /** One of shared/error-codes.ts; a code outside that set is read as no code. */
  code?: ErrorCode
}

/**
 * The one reading of an error reply's body. Ours is an ApiErrorBody (`{error, code}`,
 * shared/api.ts); a body from anything between us (a proxy's page, a bare message) is read
 * as SPEC 7 call 5 says: as JSON when it is JSON, else its text is the message. A code the
 * web app does not know is dropped, so nothing branches on it and the person gets the
 * generic words for the reply's status.
 */
export function readErrorReply(body: string | undefined): ErrorReply {
  const text = body?.trim() ?? ''
  if (text === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed === 'object' && parsed !== null) {
      const { error, message, code } = parsed as Record<string, unknown>
      const found = [error, message].find((v): v is string => typeof v === 'string')
      return {
        ...(found !== undefined ? { message: found } : {}),
        ...(isErrorCode(code) ? { code } : {}),
      }
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  return { message: text.slice(0, BODY_DETAIL_LIMIT) }
}

import type { z } from 'zod/mini'
import type { ErrorCode } from '../../../shared/error-codes.ts'
import { readErrorReply } from './error-reply.ts'

/** A reply that is not 2xx, with what SPEC 8 classifies it by; its body read once. */
export class ApiError extends Error {
  /** The server's code (shared/error-codes.ts), when it sent one of ours. */
  readonly code: ErrorCode | undefined
  constructor(
    readonly status: number,
    readonly statusText: string,
    /** The Retry-After header as sent. */
    readonly retryAfter: string | null,
    /** The body as sent, for Copy Error Details. */
    readonly body: string,
  ) {
    const reply = readErrorReply(body)
    super(reply.message ?? `Request failed (${status})`)
    this.name = 'ApiError'
    this.code = reply.code
  }
}

/** A reply that is not what the contract (shared/api.ts) says: reported, never used. */
export class ContractError extends Error {
  constructor(path: string) {
    super(`The server sent an answer we could not read (${path}).`)
    this.name = 'ContractError'
  }
}

/**
 * The one way the web app calls its server: fetch with the session cookie, a body labelled
 * as JSON; an answer that is not 2xx throws ApiError.
 */
export async function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json')
  const res = await fetch(path, { ...init, headers, credentials: 'same-origin' })
  if (!res.ok) {
    const body = await res.text().catch(() => '')
    throw new ApiError(res.status, res.statusText, res.headers.get('retry-after'), body)
  }
  return res
}

/**
 * A JSON call, its reply parsed with the reply's shared schema (null when the reply does not
 * matter); a reply that breaks the schema throws ContractError.
 */
export async function api<S extends z.ZodMiniType>(
  path: string,
  schema: S | null,
  init: RequestInit = {},
): Promise<z.output<S>> {
  const res = await request(path, init)
  if (schema === null || res.status === 204) return undefined as z.output<S>
  const parsed = schema.safeParse(await res.json().catch(() => undefined))
  if (!parsed.success) throw new ContractError(path)
  return parsed.data
}

/**
 * For the two replies the landing page reads as it loads (`/api/session`, `/api/config`):
 * the schema parser costs 16 kB gzipped, more than the landing page's budget has left, so
 * these are checked against the same shared schemas by the server's reply serializer instead
 * (a reply that breaks them never leaves the server). See ADR 013.
 */
export async function apiCheckedByServer<T>(path: string): Promise<T> {
  return (await (await request(path)).json()) as T
}

import type { z } from 'zod/mini'
import type { ApiErrorBody } from '../../../shared/api.ts'

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** A reply that is not what the contract (shared/api.ts) says: reported, never used. */
export class ContractError extends ApiError {
  constructor(path: string) {
    super(0, `The server sent an answer we could not read (${path}).`)
    this.name = 'ContractError'
  }
}

/**
 * JSON over fetch with the session cookie, parsed with the reply's shared schema; non-2xx
 * answers throw ApiError, a reply that breaks the schema throws ContractError.
 */
export async function api<S extends z.ZodMiniType>(
  path: string,
  schema: S | null,
  init: RequestInit = {},
): Promise<z.output<S>> {
  const body = await fetchJson(path, init)
  if (body === undefined || schema === null) return undefined as z.output<S>
  const parsed = schema.safeParse(body)
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
  return (await fetchJson(path, {})) as T
}

async function fetchJson(path: string, init: RequestInit): Promise<unknown> {
  const headers = new Headers(init.headers)
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json')
  const res = await fetch(path, { ...init, headers, credentials: 'same-origin' })
  if (!res.ok) {
    let body: Partial<ApiErrorBody> = {}
    try {
      body = (await res.json()) as ApiErrorBody
    } catch {
      // a body that is not JSON: the status says enough
    }
    throw new ApiError(res.status, body.error ?? `Request failed (${res.status})`, body.code)
  }
  if (res.status === 204) return undefined
  return (await res.json()) as unknown
}

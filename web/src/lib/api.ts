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

/** JSON over fetch with the session cookie; non-2xx answers throw ApiError. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
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
  if (res.status === 204) return undefined as T
  return (await res.json()) as T
}

import type { Readable } from 'node:stream'

/** The body's bytes (decoded already, `decode-body.ts`), up to the cap. */
export async function readBody(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of body) {
      const buf = chunk as Buffer
      const room = maxBytes - size
      chunks.push(buf.length > room ? buf.subarray(0, room) : buf)
      size += Math.min(buf.length, room)
      // Past the cap the rest is dropped: markers and metadata sit near the top of a page.
      if (size >= maxBytes) break
    }
  } finally {
    body.destroy()
  }
  return Buffer.concat(chunks)
}

export function flattenHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) {
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v
  }
  return out
}

/** The absolute target of a 3xx answer, or undefined when it is not a usable redirect. */
export function redirectTarget(
  answer: { status: number; headers: Record<string, string> },
  from: URL,
) {
  const location = answer.headers.location
  if (answer.status < 300 || answer.status >= 400 || !location) return undefined
  try {
    return new URL(location, from).toString()
  } catch {
    return undefined
  }
}

export function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}

import type { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream'
import * as zlib from 'node:zlib'

/**
 * Undoes a response's Content-Encoding with node:zlib, so block detection and parsers read
 * text. (undici's own decompress interceptor does this too, but prints an ExperimentalWarning
 * in every process that uses it.) Error pages are decoded as well: a wall is often a
 * compressed 403.
 */
const DECODERS: Readonly<Record<string, () => Transform>> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
}

// zstd arrived in node:zlib with Node 22.15; on Node 20 a zstd body is left as it came.
const createZstd = (zlib as { createZstdDecompress?: () => Transform }).createZstdDecompress
const decoderFor = (coding: string): (() => Transform) | undefined =>
  coding === 'zstd' && createZstd ? () => createZstd() : DECODERS[coding]

/** More codings than any real server applies is a resource attack, not a page. */
const MAX_CODINGS = 5

/** The decoded body; the body as it came when a coding is unknown or none was applied. */
export function decodedBody(
  body: Readable,
  status: number,
  contentEncoding: string | undefined,
): Readable {
  // No content, or not modified: nothing to decode, whatever the headers say.
  if (status === 204 || status === 304) return body
  const codings = (contentEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '' && c !== 'identity')
  if (codings.length === 0) return body
  if (codings.length > MAX_CODINGS) {
    body.destroy()
    throw new Error(`too many content codings (${codings.length})`)
  }
  // Codings are listed in the order applied: undo the last one first.
  const decoders = codings.reverse().map(decoderFor)
  if (decoders.some((d) => d === undefined)) return body
  const stages = decoders.map((d) => (d as () => Transform)())
  // Errors reach whoever reads the last stage; the callback only keeps them from going unhandled.
  const last = stages[stages.length - 1] as Transform
  pipeline([body, ...stages], () => {})
  return last
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Seals what a search stores in the database (its query, its messages, which name the query
 * too) with AES-256-GCM, under a key derived from the server's secret: a copy of the tables
 * reads as noise, and any instance holding the same secret can open what another sealed.
 */
export interface Sealer {
  seal(plain: string): string
  open(sealed: string): string
}

const IV_BYTES = 12
const TAG_BYTES = 16

export function createSealer(secret: string): Sealer {
  const key = Buffer.from(
    hkdfSync('sha256', secret, 'snooplens', 'search-data:aes-256-gcm', 32) as ArrayBuffer,
  )
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64')
      if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed data is too short')
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES))
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
      const body = bytes.subarray(IV_BYTES + TAG_BYTES)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    },
  }
}

/**
 * What the `sealed_query` column holds: the query alone, or, with the query as typed or (for a
 * re-check) the platforms to ask, all of it after a NUL (which no query can hold:
 * shared/hidden-characters.ts), so they travel sealed with the query and rows written before
 * either existed read unchanged.
 */
const MARK = '\u0000'

interface Packed {
  query: string
  typed?: string
  modules?: string[]
}

export function packQuery(query: string, modules?: readonly string[], typed?: string): string {
  if (!modules && !typed) return query
  return `${MARK}${JSON.stringify({ query, ...(typed ? { typed } : {}), ...(modules ? { modules } : {}) })}`
}

export function unpackQuery(plain: string): Packed {
  if (!plain.startsWith(MARK)) return { query: plain }
  const { query, typed, modules } = JSON.parse(plain.slice(MARK.length)) as Packed
  return { query, ...(typed ? { typed } : {}), ...(modules ? { modules } : {}) }
}

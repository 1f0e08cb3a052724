import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { createSealer } from '../search/store/sealed.ts'

/**
 * How a watched address is kept: sealed as search queries are (AES-256-GCM under the
 * server's secret), opened only to search it and to write to it; and a keyed hash of it, so
 * a person's second watch on the same address is found without opening every row. Without
 * the secret a copy of the table tells neither the address nor a guess at it.
 */
export function createWatchAddresses(secret: string) {
  const sealer = createSealer(secret)
  const hashKey = Buffer.from(
    hkdfSync('sha256', secret, 'snooplens', 'watch-address:hmac-sha256', 32) as ArrayBuffer,
  )
  return {
    seal: (address: string) => sealer.seal(address),
    open: (sealed: string) => sealer.open(sealed),
    /** The lookup key of an address, the same on every instance sharing the secret. */
    key: (address: string) =>
      createHmac('sha256', hashKey).update(address.trim().toLowerCase()).digest('hex'),
  }
}

export type WatchAddresses = ReturnType<typeof createWatchAddresses>

/** A verification link's token, and what is stored of it (its SHA-256). */
export function newVerifyToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashVerifyToken(token) }
}

export const hashVerifyToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex')

import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto'
import { canonicalJson } from '../../shared/canonical-json.ts'
import type { ReportVerdict } from '../../shared/report-export.ts'

/** An Ed25519 public key as a JWK (RFC 8037), with its thumbprint as `kid`. */
export interface PublicJwk {
  kty: 'OKP'
  crv: 'Ed25519'
  x: string
  kid: string
  alg: 'EdDSA'
  use: 'sig'
}

export interface SigningKey {
  privateKey: KeyObject
  publicJwk: PublicJwk
}

export interface VerifyingKey {
  publicKey: KeyObject
  kid: string
}

/** RFC 7638 thumbprint: SHA-256 of the key's required members, canonical, base64url. */
function thumbprint(x: string): string {
  return createHash('sha256')
    .update(canonicalJson({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url')
}

export function newPrivateKey(): KeyObject {
  return generateKeyPairSync('ed25519').privateKey
}

/**
 * An Ed25519 private key from its PKCS#8 form: PEM (a `\n` written as two characters, as an
 * .env line holds it, is read as a line break) or the DER bytes in base64. Throws on anything
 * else, so a bad key stops the boot.
 */
export function parsePrivateKey(text: string): KeyObject {
  const trimmed = text.trim()
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed.replace(/\\n/g, '\n'))
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' })
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the key is not an Ed25519 key')
  return key
}

/** PKCS#8 DER in base64: how a generated key is kept in the database. */
export const privateKeyText = (key: KeyObject): string =>
  key.export({ format: 'der', type: 'pkcs8' }).toString('base64')

export function signingKey(privateKey: KeyObject): SigningKey {
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' })
  if (typeof x !== 'string') throw new Error('the key has no public part')
  return {
    privateKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x, kid: thumbprint(x), alg: 'EdDSA', use: 'sig' },
  }
}

/** The public key a JWK names; throws when it is not an Ed25519 public JWK. */
export function verifyingKey(jwk: unknown): VerifyingKey {
  const { kty, crv, x } = (jwk ?? {}) as Record<string, unknown>
  if (kty !== 'OKP' || crv !== 'Ed25519' || typeof x !== 'string')
    throw new Error('not an Ed25519 public key (a JWK with kty OKP, crv Ed25519 and x)')
  return { publicKey: createPublicKey({ key: { kty, crv, x }, format: 'jwk' }), kid: thumbprint(x) }
}

/** What is signed: the document, its signature block included, without the signature. */
function signedBytes(document: Record<string, unknown>, block: Record<string, unknown>): Buffer {
  return Buffer.from(canonicalJson({ ...document, signature: block }), 'utf8')
}

/** The document with its signature block; the document must not carry one already. */
export function signReport<T extends Record<string, unknown>>(
  document: T,
  key: SigningKey,
  how: { signedAt: Date; keyUrl: string },
): T & { signature: Record<string, string> } {
  const block = {
    alg: 'EdDSA',
    kid: key.publicJwk.kid,
    signed_at: how.signedAt.toISOString(),
    key_url: how.keyUrl,
  }
  const value = sign(null, signedBytes(document, block), key.privateKey).toString('base64url')
  return { ...document, signature: { ...block, value } }
}

export type Verification =
  { verdict: 'exact'; signedAt: string } | { verdict: Exclude<ReportVerdict, 'exact'>; why: string }

/**
 * Whether the parsed document is exactly what `key` signed. Reformatting and key order do
 * not matter (the canonical form is compared); any changed value does.
 */
export function verifyReport(document: unknown, key: VerifyingKey): Verification {
  if (!document || typeof document !== 'object' || Array.isArray(document))
    return { verdict: 'unreadable', why: 'not a JSON object' }
  const { signature, ...rest } = document as Record<string, unknown>
  if (signature === undefined) return { verdict: 'unsigned', why: 'it carries no signature' }
  const block = (signature ?? {}) as Record<string, unknown>
  const { value, ...covered } = block
  if (
    typeof signature !== 'object' ||
    block.alg !== 'EdDSA' ||
    typeof value !== 'string' ||
    typeof block.kid !== 'string' ||
    typeof block.signed_at !== 'string'
  )
    return { verdict: 'unreadable', why: 'its signature block is malformed' }
  if (block.kid !== key.kid)
    return { verdict: 'other_key', why: `signed by key ${block.kid}, not ${key.kid}` }
  let bytes: Buffer
  try {
    bytes = signedBytes(rest, covered)
  } catch {
    return { verdict: 'unreadable', why: 'it holds values JSON cannot carry' }
  }
  const ok = verify(null, bytes, key.publicKey, Buffer.from(value, 'base64url'))
  return ok
    ? { verdict: 'exact', signedAt: block.signed_at }
    : { verdict: 'changed', why: 'its content differs from what was signed' }
}

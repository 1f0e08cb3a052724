import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../env.ts'
import {
  newPrivateKey,
  parsePrivateKey,
  privateKeyText,
  signReport,
  signingKey,
  verifyReport,
  verifyingKey,
} from './report-signature.ts'

const key = signingKey(newPrivateKey())
const ours = verifyingKey(key.publicJwk)
const report = {
  format: 'snooplens-report/1',
  deployment: 'https://snooplens.example',
  type: 'username',
  query: 'alice',
  results: [
    {
      module: 'github',
      status: 'found',
      evidence: { answer_sha256: 'ab'.repeat(32), read_at: '2026-11-27T07:00:00.000Z' },
    },
  ],
}
/** The export as it is written to a file, and read back from one. */
const signedText = JSON.stringify(
  signReport(report, key, {
    signedAt: new Date('2026-11-27T07:01:00.000Z'),
    keyUrl: 'https://snooplens.example/.well-known/report-signing-key',
  }),
  null,
  2,
)
const read = (text: string) => JSON.parse(text) as unknown

describe('signed reports', () => {
  it('verifies an export exactly as the deployment signed it, and says when', () => {
    expect(verifyReport(read(signedText), ours)).toEqual({
      verdict: 'exact',
      signedAt: '2026-11-27T07:01:00.000Z',
    })
  })

  it('fails an export with one changed byte, wherever it is', () => {
    for (const [from, to] of [
      ['"alice"', '"alicf"'],
      ['"found"', '"fount"'],
      ['abab', 'abac'],
      ['07:00:00', '07:00:01'],
      ['07:01:00', '07:01:01'],
      ['snooplens-report/1', 'snooplens-report/2'],
    ] as const) {
      const changed = signedText.replace(from, to)
      expect(changed).not.toBe(signedText)
      expect(verifyReport(read(changed), ours).verdict, `${from} → ${to}`).toBe('changed')
    }
  })

  it('passes a reformatted export that says the same thing', () => {
    const doc = read(signedText) as Record<string, unknown>
    // Keys in another order, no indentation, then indented with tabs.
    const reordered = Object.fromEntries(Object.entries(doc).reverse())
    expect(verifyReport(read(JSON.stringify(reordered)), ours).verdict).toBe('exact')
    expect(verifyReport(read(JSON.stringify(doc, null, '\t')), ours).verdict).toBe('exact')
    // Escapes that decode to the same text are the same text.
    expect(verifyReport(read(signedText.replace('"alice"', '"\\u0061lice"')), ours).verdict).toBe(
      'exact',
    )
  })

  it('fails an export signed by another key, even one that claims our key id', () => {
    const other = signingKey(newPrivateKey())
    const theirs = signReport(report, other, { signedAt: new Date(), keyUrl: 'https://x' })
    expect(verifyReport(theirs, ours).verdict).toBe('other_key')
    const posing = { ...theirs, signature: { ...theirs.signature, kid: key.publicJwk.kid } }
    expect(verifyReport(posing, ours).verdict).toBe('changed')
  })

  it('tells an unsigned export and a document that is no export apart from a forgery', () => {
    expect(verifyReport(report, ours).verdict).toBe('unsigned')
    expect(verifyReport([report], ours).verdict).toBe('unreadable')
    expect(verifyReport('text', ours).verdict).toBe('unreadable')
    expect(verifyReport({ ...report, signature: 'yes' }, ours).verdict).toBe('unreadable')
  })

  it('gives a public key whose id is its RFC 7638 thumbprint, and reads it back', () => {
    expect(key.publicJwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' })
    expect(key.publicJwk).not.toHaveProperty('d')
    expect(key.publicJwk.kid).toMatch(/^[\w-]{43}$/)
    expect(verifyingKey(JSON.parse(JSON.stringify(key.publicJwk))).kid).toBe(key.publicJwk.kid)
    expect(() => verifyingKey({ kty: 'RSA', n: 'x', e: 'AQAB' })).toThrow(/Ed25519/)
  })

  it('reads a configured key as PEM (with \\n escapes, as .env holds it) or base64 DER', () => {
    const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const kid = (text: string) => signingKey(parsePrivateKey(text)).publicJwk.kid
    expect(kid(pem)).toBe(key.publicJwk.kid)
    expect(kid(pem.replace(/\n/g, '\\n'))).toBe(key.publicJwk.kid)
    expect(kid(privateKeyText(key.privateKey))).toBe(key.publicJwk.kid)
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
    expect(() => parsePrivateKey(rsa.export({ format: 'pem', type: 'pkcs8' }).toString())).toThrow(
      /Ed25519/,
    )
  })

  it('refuses to boot with a signing key that is not one, naming the variable', () => {
    expect(() => loadConfig({ REPORT_SIGNING_KEY: 'not a key' })).toThrow(/REPORT_SIGNING_KEY/)
    const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    expect(loadConfig({ REPORT_SIGNING_KEY: pem }).reportSigningKey).toBe(pem)
  })
})

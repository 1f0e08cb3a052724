import { describe, expect, it } from 'vitest'
import { createSealer } from './sealed.ts'

const secret = 'a'.repeat(40)

describe('sealed search data', () => {
  it('opens what it sealed, and the sealed text does not contain the plain text', () => {
    const sealer = createSealer(secret)
    const sealed = sealer.seal('alice@example.com')
    expect(sealed).not.toContain('alice')
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('alice')
    expect(sealer.open(sealed)).toBe('alice@example.com')
  })

  it('seals the same text differently each time', () => {
    const sealer = createSealer(secret)
    expect(sealer.seal('alice')).not.toBe(sealer.seal('alice'))
  })

  it('is opened by another instance with the same secret, not with another', () => {
    const sealed = createSealer(secret).seal('alice')
    expect(createSealer(secret).open(sealed)).toBe('alice')
    expect(() => createSealer('b'.repeat(40)).open(sealed)).toThrow()
  })

  it('refuses sealed text that was altered or cut', () => {
    const sealer = createSealer(secret)
    const bytes = Buffer.from(sealer.seal('alice'), 'base64')
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
    expect(() => sealer.open(bytes.toString('base64'))).toThrow()
    expect(() => sealer.open('AAAA')).toThrow(/too short/)
  })
})

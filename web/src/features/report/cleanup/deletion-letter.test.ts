import { describe, expect, it } from 'vitest'
import type { CleanupItem } from './cleanup-checklist.ts'
import { UNKNOWN_ADDRESS, deletionLetter, letterText } from './deletion-letter.ts'

const chirper: CleanupItem = {
  module: 'chirper',
  platform: 'Chirper',
  publicProfile: true,
  personalDetails: 2,
  username: 'alice_w',
  profileUrl: 'https://chirper.example/alice_w',
  cleanup: { service: 'Chirper Inc.', difficulty: 'hard', email: 'privacy@chirper.example' },
}

describe('deletionLetter', () => {
  it("is addressed to the platform's own address, with the account filled in", () => {
    const letter = deletionLetter(chirper, 'username', 'alice_w')
    expect(letter.to).toBe('privacy@chirper.example')
    expect(letter.subject).toMatch(/GDPR Article 17 \/ CCPA/)
    expect(letter.body).toMatch(/^Dear Chirper Inc\. privacy team,/)
    expect(letter.body).toContain(
      '- Username: alice_w\n- Profile address: https://chirper.example/alice_w',
    )
    expect(letter.body).toContain('Article 17 of the EU General Data Protection Regulation')
    expect(letter.body).toContain('California Consumer Privacy Act')
  })

  it('leaves placeholders for what the report cannot know', () => {
    const { body } = deletionLetter(chirper, 'username', 'alice_w')
    expect(body).toContain('Email address on the account: [the email address you signed up with]')
    expect(body).toContain('[Your full name]')
    expect(body).toContain('[Date]')
  })

  it('fills in the searched address or number, and says who to write to when it is unknown', () => {
    const account: CleanupItem = {
      module: 'shop',
      platform: 'Shop',
      publicProfile: false,
      personalDetails: 0,
    }
    const byEmail = deletionLetter(account, 'email', 'alice@example.com')
    expect(byEmail.to).toBeUndefined()
    expect(byEmail.body).toMatch(/^Dear Shop privacy team,/)
    expect(byEmail.body).toContain('Email address on the account: alice@example.com')
    expect(byEmail.body).not.toContain('Username:')
    expect(letterText(byEmail).startsWith(`To: ${UNKNOWN_ADDRESS}\nSubject: `)).toBe(true)
    const byPhone = deletionLetter(account, 'phone', '+14155550123')
    expect(byPhone.body).toContain('Phone number on the account: +14155550123')
  })

  it('is one text to copy: recipient, subject, then the letter', () => {
    const text = letterText(deletionLetter(chirper, 'username', 'alice_w'))
    expect(text.split('\n').slice(0, 4)).toEqual([
      'To: privacy@chirper.example',
      'Subject: Request to delete my account and personal data (GDPR Article 17 / CCPA)',
      '',
      'Dear Chirper Inc. privacy team,',
    ])
  })
})

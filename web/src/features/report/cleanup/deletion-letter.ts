/**
 * A data-deletion request in our own words, under GDPR Article 17 (the right to erasure) and
 * the CCPA's right to delete: addressed to the platform where JustDeleteMe gives an address,
 * with the account's details filled in and [brackets] for what the report cannot know.
 */
import type { QueryType } from '../../../../../shared/module-result.ts'
import type { CleanupItem } from './cleanup-checklist.ts'

export interface DeletionLetter {
  /** The platform's address for such requests, when known. */
  to?: string
  subject: string
  body: string
}

export const UNKNOWN_ADDRESS = "[the platform's privacy or support address]"

/** How the platform can find the account: what the search knows, placeholders for the rest. */
function accountLines(item: CleanupItem, type: QueryType, query: string): string[] {
  const username = item.username ?? (type === 'username' ? query : undefined)
  return [
    ...(username ? [`Username: ${username}`] : []),
    ...(item.profileUrl ? [`Profile address: ${item.profileUrl}`] : []),
    `Email address on the account: ${type === 'email' ? query : '[the email address you signed up with]'}`,
    ...(type === 'phone' ? [`Phone number on the account: ${query}`] : []),
  ]
}

export function deletionLetter(item: CleanupItem, type: QueryType, query: string): DeletionLetter {
  const service = item.cleanup?.service ?? item.platform
  const body = [
    `Dear ${service} privacy team,`,
    `I am asking you to delete my ${service} account and all the personal data you hold about me.`,
    [
      'So that you can find the account:',
      ...accountLines(item, type, query).map((l) => `- ${l}`),
    ].join('\n'),
    'I make this request under Article 17 of the EU General Data Protection Regulation (the right to erasure) and, if I live in California, under the California Consumer Privacy Act (Civil Code section 1798.105). Please:',
    [
      '1. Delete the account and the personal data linked to it, and tell anyone you have shared that data with to delete it too.',
      '2. Confirm to me in writing once it is done, within one month of this request (45 days under the CCPA).',
      '3. If you have to keep any of my data, tell me which data and the legal reason for keeping it.',
    ].join('\n'),
    'If you need to check that the account is mine, please ask only for what that check needs.',
    [
      'Thank you,',
      '[Your full name]',
      '[Your country, or your state if you live in the US]',
      '[Date]',
    ].join('\n'),
  ].join('\n\n')
  return {
    ...(item.cleanup?.email ? { to: item.cleanup.email } : {}),
    subject: 'Request to delete my account and personal data (GDPR Article 17 / CCPA)',
    body,
  }
}

/** The letter as one text to copy or print: who it is for, the subject, then the letter. */
export function letterText(letter: DeletionLetter): string {
  return `To: ${letter.to ?? UNKNOWN_ADDRESS}\nSubject: ${letter.subject}\n\n${letter.body}\n`
}

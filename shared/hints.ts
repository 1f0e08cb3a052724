/**
 * Masked recovery contacts that a silent flow shows (SPEC 3's email_hint and phone_hint).
 * Only a well-formed mask is kept: a hint that is not one is left out, never guessed at. The
 * engine applies it where a module reads a hint, the report again before showing one.
 */

/** Characters platforms mask digits with; x is one too, since no digit is a letter. */
const PHONE_MASK = /[*•●∙·xX#]/
/** In an address x is a letter, so only symbols count as a mask. */
const EMAIL_MASK = /[*•●∙·]/

/** "+91 ******3210", "XXXXXXX210", "+1 ••• ••• ••12": digits, masks and separators only. */
export function maskedPhone(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const hint = raw.trim()
  if (!/^\+?[\d*•●∙·xX#\s().-]{4,24}$/.test(hint)) return undefined
  if (!PHONE_MASK.test(hint) || !/\d/.test(hint)) return undefined
  return hint
}

/** "j***@gmail.com": an address with a masked part. */
export function maskedEmail(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const hint = raw.trim()
  const at = hint.indexOf('@')
  if (at < 1 || at !== hint.lastIndexOf('@') || /\s/.test(hint)) return undefined
  return EMAIL_MASK.test(hint) ? hint : undefined
}

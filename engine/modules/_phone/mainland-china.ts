/**
 * What the checks of mainland China's registration and sign-up forms share: the one country
 * they serve, and the two mainland numbers they are tested and watched with.
 */
export const MAINLAND_CHINA = {
  countries: ['CN'],
  fixtures: { present: '+8613800138000', absent: '+8613888995544' },
} as const

/** What a page's script accepts when it asks for JSON (jQuery's `dataType: 'json'`). */
export const JSON_FROM_SCRIPT = { accept: 'application/json, text/javascript, */*' } as const

/**
 * The silence of a check that a form makes as the number or name is typed: `check` names it
 * ("The registration page's check of the typed number").
 */
export const madeBeforeAnyCode = (check: string): string =>
  `${check}, made before any code is asked for; no text is sent by it.`

/**
 * Text that any page may carry, whoever it is about. Walls (login, sign-up, captcha, consent,
 * cookies, rate limits, bot checks) stand in front of every name, real or not: they are
 * neither presence nor absence. Error and navigation furniture is on every page of a site:
 * it cannot be a presence marker either. A login wall saying "You must be logged in to do
 * that." once proved presence for 31 forums (ADR 018).
 */
const WALL =
  /log(?:ged)?[\s-]*(?:in|on)\b|sign[\s-]*(?:in|up|on)\b|captcha|are you (?:a )?(?:human|robot)|consent|cookies?\b|access denied|forbidden|unauthori[sz]ed|enable javascript|too many requests|rate limit|try again later|авториз|войти|вход\b/i
const FURNITURE =
  /regist(?:er|ration)|password|permission|members? only|\berror\b|not\s+found|\b404\b|maintenance|privacy policy|terms of (?:use|service)|subscribe|log[\s-]*out\b|зарегистр|ошибк/i

/** A wall's text: never a sign of presence or of absence. */
export function isWall(marker: string): boolean {
  return WALL.test(marker)
}

/** A wall's text or page furniture: never a sign of presence. */
export function isFurniture(marker: string): boolean {
  return WALL.test(marker) || FURNITURE.test(marker)
}

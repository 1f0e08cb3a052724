/**
 * Text that any page may carry, whoever it is about: walls (login, sign-up, captcha, consent,
 * cookies, rate limits, bot checks) and error or navigation furniture. Such text can never be
 * a site's presence marker: a login wall saying "You must be logged in to do that." is on the
 * page of every name, real or not (ADR 018).
 */
const FURNITURE =
  /log(?:ged)?[\s-]*(?:in|on|out)\b|sign[\s-]*(?:in|up|on)\b|regist(?:er|ration)|captcha|are you (?:a )?(?:human|robot)|consent|cookies?\b|\berror\b|not\s+found|\b404\b|access denied|forbidden|unauthori[sz]ed|permission|enable javascript|too many requests|rate limit|try again later|maintenance|privacy policy|terms of (?:use|service)|subscribe|password|members? only|авториз|войти|зарегистр|вход\b|ошибк/i

/** Whether a marker is page furniture rather than text only a profile has. */
export function isFurniture(marker: string): boolean {
  return FURNITURE.test(marker)
}

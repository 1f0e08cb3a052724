/** Who runs a domain's mail, recognised by its MX hosts' domain. */
const MX_PROVIDERS: [RegExp, string][] = [
  [/(^|\.)(google\.com|googlemail\.com)$/, 'Google (Gmail / Workspace)'],
  [/(^|\.)(outlook\.com|hotmail\.com|protection\.outlook\.com)$/, 'Microsoft (Outlook / 365)'],
  [/(^|\.)(protonmail\.ch|proton\.me)$/, 'Proton Mail'],
  [/(^|\.)yahoodns\.net$/, 'Yahoo Mail'],
  [/(^|\.)icloud\.com$/, 'Apple iCloud Mail'],
  [/(^|\.)zoho\.(com|eu|in)$/, 'Zoho Mail'],
  [/(^|\.)messagingengine\.com$/, 'Fastmail'],
  [/(^|\.)mimecast\.com$/, 'Mimecast'],
  [/(^|\.)pphosted\.com$/, 'Proofpoint'],
  [/(^|\.)yandex\.(net|ru)$/, 'Yandex Mail'],
  [/(^|\.)mail\.ru$/, 'Mail.ru'],
  [/(^|\.)gmx\.net$/, 'GMX'],
  [/(^|\.)tutanota\.de$/, 'Tuta'],
]

export function mailProviderOf(exchanges: readonly string[]): string | undefined {
  for (const exchange of exchanges) {
    const host = exchange.toLowerCase().replace(/\.$/, '')
    for (const [pattern, provider] of MX_PROVIDERS) if (pattern.test(host)) return provider
  }
  return undefined
}

/** Local parts that name a role or a team rather than a person. */
const ROLE_LOCAL_PARTS = new Set([
  'admin',
  'administrator',
  'billing',
  'contact',
  'hello',
  'help',
  'hostmaster',
  'info',
  'jobs',
  'mail',
  'marketing',
  'no-reply',
  'noreply',
  'office',
  'postmaster',
  'press',
  'privacy',
  'sales',
  'security',
  'support',
  'team',
  'webmaster',
])

export function isRoleAddress(local: string): boolean {
  return ROLE_LOCAL_PARTS.has(local.toLowerCase())
}

/** Large free mailbox providers: real people's everyday addresses, not company domains. */
const FREE_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'qq.com',
  '163.com',
  '126.com',
  'naver.com',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
])

export function isFreeProvider(domain: string): boolean {
  return FREE_PROVIDERS.has(domain.toLowerCase())
}

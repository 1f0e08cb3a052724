/**
 * Pages that repeat the asked name but show nobody's account: what sites answer for any
 * well-formed name nobody has (a "this account doesn't exist" page, a login wall naming the
 * name, a claim page, a JSON availability answer), another account's profile served at the
 * asked address with a canonical URL that only echoes that address, and a profile whose
 * handle continues the name with a separator. Every one names the asked name where a profile
 * would (the title, an "@name" heading, a canonical URL that is the address asked for), so
 * only the rules that read what a page says and whose account it names keep them from being
 * "found". The contract suite and the benchmark farm share them.
 */

export interface NobodyPage {
  /** Short id, used as the benchmark's class name. */
  id: string
  /** What it is, for people. */
  name: string
  /** The kind of page, for the benchmark's table. */
  kind: 'nobody' | 'wall' | 'claim' | 'json' | 'other-account' | 'separator'
  json?: true
  /** How many wordings it has. */
  variants: number
  /** The page for `query` asked at `askedUrl`; `variant` picks one of its wordings. */
  body(query: string, askedUrl: string, variant: number): string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A site's page around `main`, with the asked address echoed as its canonical URL and og:url. */
function sitePage(title: string, main: string, askedUrl: string, lang = 'en'): string {
  const url = escapeHtml(askedUrl)
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<link rel="canonical" href="${url}">
<meta property="og:url" content="${url}">
<meta property="og:title" content="${title}">
<meta property="og:type" content="profile">
<link rel="stylesheet" href="/static/app.css">
</head>
<body>
<header class="site-header"><a class="logo" href="/">Example</a>
<nav><a href="/explore">Explore</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></nav></header>
<main id="main">
${main}
</main>
<footer class="site-footer"><a href="/about">About</a> · <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></footer>
</body>
</html>`
}

/** "This account doesn't exist", in the languages of the catalogue's sites, in several wordings. */
const GONE: readonly { lang: string; heading: string; text: string }[] = [
  {
    lang: 'en',
    heading: "Sorry, this page isn't available.",
    text: 'The link you followed may be broken, or the page may have been removed.',
  },
  { lang: 'en', heading: 'This account doesn’t exist', text: 'Try searching for another.' },
  {
    lang: 'en',
    heading: 'Hmm… we can’t find that user',
    text: 'Check the spelling and try again.',
  },
  { lang: 'en', heading: 'Account suspended', text: 'This account has been suspended.' },
  { lang: 'ru', heading: 'Пользователь не найден', text: 'Возможно, он был удалён.' },
  { lang: 'uk', heading: 'Сторінку не знайдено', text: 'Такого користувача не існує.' },
  { lang: 'de', heading: 'Dieses Profil existiert nicht', text: 'Überprüfe die Schreibweise.' },
  { lang: 'fr', heading: 'Ce compte n’existe pas', text: 'Essayez une autre recherche.' },
  { lang: 'es', heading: 'Esta cuenta no existe', text: 'Prueba a buscar otra.' },
  { lang: 'pt', heading: 'Esta página não está disponível', text: 'O link pode estar quebrado.' },
  { lang: 'it', heading: 'Utente non trovato', text: 'Controlla il nome e riprova.' },
  { lang: 'pl', heading: 'Nie znaleziono użytkownika', text: 'Sprawdź pisownię.' },
  { lang: 'tr', heading: 'Kullanıcı bulunamadı', text: 'Bu hesap silinmiş olabilir.' },
  { lang: 'ja', heading: 'このアカウントは存在しません', text: '別のユーザーを検索してください。' },
  { lang: 'zh', heading: '该用户不存在', text: '请检查用户名后重试。' },
  { lang: 'ko', heading: '존재하지 않는 계정입니다', text: '다른 사용자를 검색해 보세요.' },
]

/** The login walls that name the name: the same for a real account and for nobody. */
const WALL = [
  (q: string) => `Log in to see ${q}’s photos and videos`,
  (q: string) => `Sign up to see more from ${q}`,
  (q: string) => `Войдите, чтобы увидеть профиль ${q}`,
  (q: string) => `ログインして${q}さんのプロフィールを表示`,
]

const CLAIM = [
  (q: string) => `<h1>@${q} is available!</h1><p>Claim ${q} before someone else does.</p>`,
  (q: string) =>
    `<h2>Good news — this username is free</h2><p><a href="/signup">Register ${q}</a></p>`,
  (q: string) => `<h1>Der Benutzername ${q} ist noch frei</h1>`,
  (q: string) => `<h1>${q}</h1><p class="notice">Ce pseudo est disponible.</p>`,
]

/** JSON answers that say the name is free or nobody's, while repeating it. */
const JSON_FREE = [
  (q: string) => ({ username: q, available: true }),
  (q: string) => ({ login: q, taken: false }),
  (q: string) => ({ data: { username: q, is_available: true } }),
  (q: string) => ({ exists: 0, user: { username: q, login: q, name: q } }),
  (q: string) => ({ query: q, user: null }),
  (q: string) => ({ query: q, results: [], total: 0 }),
  (q: string) => ({ status: 'available', handle: q }),
  (q: string) => ({ message: `User ${q} not found`, username: q }),
]

/** Handles that continue the name, or begin before it, with a separator. */
const SEPARATED = [
  (q: string) => `${q}-`,
  (q: string) => `x.${q}`,
  (q: string) => `${q}_`,
  (q: string) => `${q}.x`,
  (q: string) => `_${q}`,
]

const pick = <T>(list: readonly T[], variant: number): T =>
  list[((variant % list.length) + list.length) % list.length] as T

const capital = (q: string) => `${q.charAt(0).toUpperCase()}${q.slice(1)}`

export const NOBODY_PAGES: readonly NobodyPage[] = [
  {
    id: 'nobody-echo',
    name: 'a page repeating the name that says there is no such account',
    kind: 'nobody',
    variants: GONE.length,
    body(query, askedUrl, variant) {
      const q = escapeHtml(query)
      const gone = pick(GONE, variant)
      return sitePage(
        `@${q} • Example`,
        `<div class="profile-header"><h2>@${q}</h2></div><section class="empty-state"><h1>${gone.heading}</h1><p>${gone.text}</p></section>`,
        askedUrl,
        gone.lang,
      )
    },
  },
  {
    id: 'wall-echo',
    name: 'a login wall that names the name',
    kind: 'wall',
    variants: WALL.length,
    body(query, askedUrl, variant) {
      const q = escapeHtml(query)
      return sitePage(
        `${q} (@${q}) • Example photos and videos`,
        `<div class="login-gate"><h2>@${q}</h2><p>${pick(WALL, variant)(q)}</p><a href="/login">Log in</a></div>`,
        askedUrl,
      )
    },
  },
  {
    id: 'claim',
    name: 'a claim page that says the name is free',
    kind: 'claim',
    variants: CLAIM.length,
    body(query, askedUrl, variant) {
      const q = escapeHtml(query)
      return sitePage(`${q} | Example`, pick(CLAIM, variant)(q), askedUrl)
    },
  },
  {
    id: 'json-free',
    name: 'a JSON answer that says the name is free',
    kind: 'json',
    variants: JSON_FREE.length,
    json: true,
    body: (query, _askedUrl, variant) => JSON.stringify(pick(JSON_FREE, variant)(query)),
  },
  {
    id: 'other-echo',
    name: "another account's profile whose canonical URL echoes the asked address",
    kind: 'other-account',
    variants: 2,
    body(query, askedUrl, variant) {
      const q = escapeHtml(query)
      const other = escapeHtml(variant % 2 ? `${query}2` : `m${query}`)
      // Its tabs, beside the asked address as a profile's own tabs sit beside it.
      const tab = (name: string) => escapeHtml(new URL(`${other}/${name}`, askedUrl).href)
      return sitePage(
        `${escapeHtml(capital(query))} · Example`,
        `<div class="profile-card"><h1 class="display-name">${escapeHtml(capital(query))}</h1><span class="profile-handle">@${other}</span>
<nav class="tabs"><a href="${tab('posts')}">Posts</a> <a href="${tab('followers')}">Followers</a></nav>
<p class="bio">Hi, I am ${q}'s namesake.</p></div>`,
        askedUrl,
      )
    },
  },
  {
    id: 'separator',
    name: 'a profile whose handle continues the name with a separator',
    kind: 'separator',
    variants: SEPARATED.length,
    body(query, askedUrl, variant) {
      const handle = escapeHtml(pick(SEPARATED, variant)(query))
      return sitePage(
        `${escapeHtml(capital(query))} · Example`,
        `<div class="profile-card"><h1 class="display-name">${escapeHtml(capital(query))}</h1><span class="profile-handle">@${handle}</span><p class="bio">Photos, trips and the odd recipe.</p></div>`,
        askedUrl,
      )
    },
  },
]

/** The most wordings any page has: a suite that rotates through this many meets each one. */
export const VARIANTS = Math.max(...NOBODY_PAGES.map((page) => page.variants))

/** A small stable number for a name, so suites rotate wordings across the names they ask. */
export const spread = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

/**
 * A made-up name of the same shape as `name`: the same length, the same kind of character
 * (lower case, upper case, digit) at each place, the same separators. Pages that answer any
 * name of a shape must be refused for every one of them, not for a name the suite knows.
 */
export function sameShape(name: string, seed = 7): string {
  let state = (seed * 2654435761) >>> 0
  const next = (n: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2246822519) + 0x9e3779b9) >>> 0
    return state % n
  }
  return [...name]
    .map((ch) => {
      if (/[a-z]/.test(ch)) return String.fromCharCode(97 + next(26))
      if (/[A-Z]/.test(ch)) return String.fromCharCode(65 + next(26))
      if (/[0-9]/.test(ch)) return String(next(10))
      return ch
    })
    .join('')
}

/** A name's shape: each lower-case letter, capital and digit by its kind, separators kept. */
export const nameShape = (name: string) =>
  name.replace(/[a-z]/g, 'a').replace(/[A-Z]/g, 'A').replace(/[0-9]/g, '9')

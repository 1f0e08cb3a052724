import { describe, expect, it } from 'vitest'
import { PROFILE_STYLES, profilePage } from '../testing/profile-pages.ts'
import { answerSays, messagePlaces, sayingVerdict } from './answer-says.ts'

const page = (title: string, main: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body><header><a href="/">Site</a> <a href="/login">Log in</a> <a href="/signup">Sign up</a></header><main>${main}</main><footer><a href="/terms">Terms</a></footer></body></html>`

const kind = (body: string, query = 'alice') => answerSays(body, query)?.kind ?? null

describe('what a page says: nobody has the name', () => {
  it.each([
    ["Sorry, this page isn't available.", 'en'],
    ['This account doesn’t exist', 'en'],
    ['Hmm... this page doesnt exist. Try searching for something else.', 'en'],
    ['The user you are looking for was not found', 'en'],
    ['User not found', 'en'],
    ['We couldn’t find that user.', 'en'],
    ['Account suspended', 'en'],
    ['This account has been permanently suspended.', 'en'],
    ['This profile is no longer available', 'en'],
    ['No such user.', 'en'],
    ['Nobody on Example goes by that name.', 'en'],
    ['The specified profile could not be found.', 'en'],
    ['404 · Page not found', 'en'],
    ['The link you followed may be broken, or the page may have been removed.', 'en'],
    ['This account is no longer active', 'en'],
    ['The member you specified is either invalid or doesn’t exist.', 'en'],
    ['Unknown user', 'en'],
    ["alice isn't on Example yet", 'en'],
    ['Пользователь не найден', 'ru'],
    ['Такого пользователя не существует', 'ru'],
    ['Страница удалена', 'ru'],
    ['Користувача не знайдено', 'uk'],
    ['Цей акаунт видалено', 'uk'],
    ['Benutzer nicht gefunden', 'de'],
    ['Dieses Konto existiert nicht mehr', 'de'],
    ['Das Profil wurde gesperrt', 'de'],
    ["Ce compte n'existe pas", 'fr'],
    ['Utilisateur introuvable', 'fr'],
    ['Ce profil a été supprimé', 'fr'],
    ['Esta cuenta no existe', 'es'],
    ['Usuario no encontrado', 'es'],
    ['La cuenta ha sido suspendida', 'es'],
    ['Esta conta não existe', 'pt'],
    ['Usuário não encontrado', 'pt'],
    ['Questo account non esiste', 'it'],
    ['Utente non trovato', 'it'],
    ['Nie znaleziono użytkownika', 'pl'],
    ['To konto zostało usunięte', 'pl'],
    ['Kullanıcı bulunamadı', 'tr'],
    ['Böyle bir hesap yok', 'tr'],
    ['ユーザーが見つかりません', 'ja'],
    ['このアカウントは凍結されています', 'ja'],
    ['该用户不存在', 'zh'],
    ['找不到該頁面', 'zh'],
    ['사용자를 찾을 수 없습니다', 'ko'],
    ['존재하지 않는 계정입니다', 'ko'],
  ])('reads %j (%s) as nobody’s page', (message) => {
    expect(kind(page(`alice • Example`, `<h1>@alice</h1><p>${message}</p>`))).toBe('gone')
    expect(kind(page(message, '<div class="card">@alice</div>'))).toBe('gone')
  })

  it('reads the message wherever the page puts it: a heading, a notice, og:title, the main text', () => {
    const long = `<p>${'Trending now: photos, stories and reels. '.repeat(60)}</p>`
    expect(answerSays(page('x', `<h2>This account doesn't exist</h2>${long}`), 'alice')).toEqual({
      kind: 'gone',
      where: 'heading',
      text: "This account doesn't exist",
    })
    const notice = `<div class="error-state"><span>Profile unavailable</span></div>${long}`
    expect(answerSays(page('x', notice), 'alice')?.where).toBe("the page's notice")
    const og = page('x', long, '<meta property="og:title" content="User not found">')
    expect(answerSays(og, 'alice')?.where).toBe('og:title')
    const opening = page('x', `<section><p>Sorry, that user is gone.</p></section>${long}`)
    expect(answerSays(opening, 'alice')?.where).toBe('main text')
  })
})

describe('what a page says: the name is free', () => {
  it.each([
    '@alice is available!',
    '“alice” is still available to register',
    'Good news: this username is available.',
    'Claim alice',
    'Claim this username before someone else does',
    'Be the first to claim it',
    'alice has not been claimed yet',
    'Nobody has claimed this name',
    'Get this username',
    'Claim your username: alice',
    'Этот ник свободен',
    'Der Name alice ist noch frei',
    'Ce pseudo est disponible',
    'El nombre de usuario está disponible',
    'O nome de usuário está disponível',
    'Il nome utente è disponibile',
    'Nazwa użytkownika jest wolna',
    'Kullanıcı adı müsait',
    'Имя пользователя свободно',
    "Ім'я вільне",
    'このユーザー名は利用可能です',
    '用户名可用',
    '사용 가능한 아이디입니다',
  ])('reads %j as a claim page', (message) => {
    expect(kind(page('alice • Example', `<h1>${message}</h1>`))).toBe('free')
  })
})

describe('what a page says: a wall', () => {
  it.each([
    "Log in to see alice's photos and videos",
    'Sign in to continue',
    'You must be logged in to view this profile',
    'Войдите, чтобы увидеть профиль',
    'Melde dich an, um dieses Profil zu sehen',
    'Connectez-vous pour voir ce profil',
    'Inicia sesión para ver el perfil',
    'Faça login para ver este perfil',
    'Accedi per vedere il profilo',
    'Zaloguj się, aby zobaczyć profil',
    'Profili görmek için giriş yap',
    'ログインして表示',
    '登录后查看',
    '로그인이 필요합니다',
  ])('reads %j as a login wall', (message) => {
    expect(kind(page('alice • Example', `<h1>@alice</h1><p>${message}</p>`))).toBe('wall')
  })

  it('says why in words people follow, with the reason a wall has', () => {
    const said = answerSays(page('alice', "<p>Log in to see alice's photos</p>"), 'alice')!
    expect(sayingVerdict(said)).toEqual({
      reason: 'login_wall',
      message:
        "the page asks to log in first ('Log in to see alice's photos', in its main text): it shows nothing about the name",
    })
  })
})

describe('what a real profile says: nothing against itself', () => {
  it('reads nothing on the profile pages real sites render', () => {
    for (const style of PROFILE_STYLES) {
      const html = profilePage('alice', style, { profileUrl: 'https://example.com/u/alice' })
      expect(answerSays(html, 'alice'), style).toBeNull()
    }
  })

  it.each([
    'Not available on weekends. Mostly photos of my cat.',
    'Available for freelance work — DM me',
    'alice is available for hire',
    'Claim your free trial of our app today',
    'My account of a trip to Peru. Nothing found its way back home.',
    'Photos deleted every Sunday',
    "Writer. I don't exist before coffee.",
    'No posts yet',
    'Member since 2014 · 1,204 followers · 404 following',
    'Error handling nerd. Sign-up forms are my jam.',
    'My old account got suspended, this is the new one',
    'Sign up for my newsletter to see new work',
    '404 days sober',
    'Join me to see the world',
    'Deleted my other socials',
    'Nobody by choice',
  ])('keeps a real profile whose bio says %j', (bio) => {
    const html = page(
      'Alice (@alice) · Example',
      `<div class="profile-card"><h1>Alice</h1><span class="handle">@alice</span><p class="bio">${bio}</p></div>`,
      `<meta property="og:description" content="${bio}">`,
    )
    expect(answerSays(html, 'alice')).toBeNull()
  })

  it('does not read a long page past its opening, where feeds quote others', () => {
    const feed = `<article><p>${'A long day out, more soon. '.repeat(80)}</p></article><article><p>This account has been suspended.</p></article>`
    expect(answerSays(page('Alice (@alice)', `<h1>Alice</h1>${feed}`), 'alice')).toBeNull()
  })

  it('lets a name that is a word stay a name: "error", "available", "deleted"', () => {
    for (const name of ['error', 'available', 'deleted', 'notfound']) {
      expect(kind(page(`${name} (@${name}) · Example`, `<h1>@${name}</h1>`), name), name).toBeNull()
    }
  })
})

describe('what a JSON answer says', () => {
  it.each([
    ['{"username":"alice","taken":false}', 'free'],
    ['{"username":"alice","isTaken":0}', 'free'],
    ['{"username":"alice","available":true}', 'free'],
    ['{"data":{"username":"alice","is_available":true}}', 'free'],
    ['{"isUsernameAvailable":"true"}', 'free'],
    ['{"exists":0,"username":"alice"}', 'free'],
    ['{"user_exists":false}', 'free'],
    ['{"registered":false,"login":"alice"}', 'free'],
    ['{"status":"available","name":"alice"}', 'free'],
    ['{"unavailable":false}', 'free'],
    ['{"user":null}', 'gone'],
    ['{"data":{"user":null}}', 'gone'],
    ['{"data":null,"query":"alice"}', 'gone'],
    ['{"results":[],"query":"alice"}', 'gone'],
    ['{"total_count":0,"items":[]}', 'gone'],
    ['{"code":"USER_NOT_FOUND"}', 'gone'],
    ['{"message":"User alice does not exist"}', 'gone'],
    ['{"result":{"notFound":true,"username":"alice"}}', 'free'],
    ['[]', 'gone'],
    ['null', 'gone'],
    ['{"error":"not found","username":"alice"}', 'error'],
    ['{"success":false,"username":"alice"}', 'error'],
  ])('reads %s as %s', (body, expected) => {
    expect(kind(body)).toBe(expected)
  })

  it.each([
    '{"username":"alice","followers":[],"posts":[]}',
    '{"user":{"login":"alice","bio":null,"company":null}}',
    '{"login":"alice","available_for_hire":true}',
    '{"data":[{"username":"alice","available":true}]}',
    '{"username":"alice","items":[]}',
    '{"status":"active","username":"alice"}',
  ])('reads nothing against the account in %s', (body) => {
    expect(kind(body)).toBeNull()
  })
})

describe('the places a page speaks from', () => {
  it('keeps each block on its own line, so a phrase never runs across blocks', () => {
    const html = page('x', '<nav><a>Sign up</a></nav><p>Alice</p><p>to see more, scroll</p>')
    const main = messagePlaces(html).find((p) => p.where === 'main text')!
    expect(main.lines).toContain('Alice')
    expect(kind(html)).toBeNull()
  })
})

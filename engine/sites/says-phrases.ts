/**
 * What a page's own message says about the name asked for, in the languages of the
 * catalogue's sites: that nobody has it (`gone`: no such account, not found, not available,
 * suspended, deleted), that it is free to register or claim (`free`), or that the page is a
 * wall asking to log in first (`wall`). Read by answer-says.ts from a page's title, headings
 * and main message, lower-cased, never from its free text at large.
 *
 * Each entry is a regular expression source (Unicode, lower case). Placeholders:
 * - `{name}`: the name asked for, as a whole word, with its "@" or quotes if any;
 * - `{gap}`: a few words (up to 40 characters) within one sentence;
 * - `\b`: a word boundary that knows every alphabet, not only ASCII.
 * A phrase names who or what is gone ("this account does not exist"), never a bare word
 * ("unavailable"), so a bio that says "not available on weekends" is no such message.
 */

export interface LanguagePhrases {
  gone: readonly string[]
  free: readonly string[]
  wall: readonly string[]
}

// English: who a page can be about, and the ways of saying it is not there. "My old account",
// "her other profile" are a bio speaking of other pages, never this page's message.
const EN_WHO = String.raw`(?<!\b(?:my|our|his|her|their|your|old|other|previous|backup|second|new|main|alt|former) )(?:user|account|profile|page|member|channel|username|user ?name|handle|creator|artist|blog|player|author|seller|shop|store|person|gamer|streamer|content|{name})`

export const PHRASES: Readonly<Record<string, LanguagePhrases>> = {
  // English
  en: {
    gone: [
      String.raw`${EN_WHO}s?\b{gap}\b(?:does ?n[o']?t|did ?n[o']?t|do ?n[o']?t) (?:seem to )?exist`,
      String.raw`${EN_WHO}s?\b{gap}(?:\bno longer exists?|(?:\b(?:is|was|has been|have been|had been|got|are|were)|'s(?: been)?)\s+(?:(?:permanently|temporarily|already|recently|since) )?(?:suspended|deleted|removed|banned|terminated|deactivated|disabled|closed|taken down|purged|gone|erased)\b)`,
      String.raw`${EN_WHO}s?\b{gap}(?:\bnot|n't|\bcannot|\bno longer|\bnever) (?:be |been )?(?:found|available|accessible|here)\b`,
      String.raw`${EN_WHO}s?\b{gap}\b(?:is|was|are) (?:no longer|not) active\b`,
      String.raw`${EN_WHO}s?\s+(?:is\s+)?(?:(?:temporarily|currently|permanently) )?(?:unavailable|suspended|deleted|removed|banned|terminated|deactivated|disabled|not found|gone)\b`,
      String.raw`\bno (?:such )?(?:user|account|profile|member|channel|page|person|player)s?\b(?=\s*(?:$|[.!,:;]|found|exists?|here|with|named|called|by|matching|at|on|registered))`,
      String.raw`\bthere (?:is|are|'s) no (?:user|account|profile|member|page|one|channel)\b`,
      String.raw`\bno ?(?:one|body) (?:on \S+ )?(?:(?:goes )?by (?:that|this|the) name|named|called|uses (?:this|that|the) (?:name|username|handle)|has (?:this|that|the) (?:name|username|handle))\b`,
      String.raw`\b(?:cannot|can not|can't|could not|couldn't|unable to|did not|didn't) (?:find|locate)\b{gap}(?:${EN_WHO}|what you|anyone|anybody|any match)`,
      String.raw`^\s*(?:error\s*)?404\s*(?:$|[-–—:|·•!.]|not found|error|page)`,
      String.raw`\b(?:error|http|code)\s*:?\s*404\b`,
      String.raw`\b404\s*[-–—:|·•]?\s*(?:not found|page|error)`,
      String.raw`^\s*(?:page\s+)?not\s+found\b`,
      String.raw`\b(?:page|link|url|profile|content)s? you(?:'re| are| were)? (?:looking for|trying to (?:reach|access|view)|requested|followed|visited)\b{gap}(?:exist|found|available|broken|removed|deleted|moved|gone|here)`,
      String.raw`\blink you followed (?:may|might) (?:be|have been) broken`,
      String.raw`\b(?:unknown|invalid|non-?existent|nonexistent|deleted|suspended|banned|terminated|deactivated|unregistered|non-?registered) (?:user|account|profile|member|username|user ?name|handle|page|channel)s?\b`,
      String.raw`{name} (?:is not|isn't|has not|hasn't|is no longer) (?:yet )?(?:on\b|a (?:registered )?(?:user|member)|registered|joined|signed up|(?:been )?found)`,
      String.raw`\b(?:has|have) (?:deactivated|deleted|closed|left|removed)\b{gap}\b(?:account|profile|page)`,
      String.raw`\b(?:does not|doesn't|do not|don't) have an? (?:account|profile|page)\b`,
    ],
    free: [
      String.raw`{name}(?:'s)? (?:is|are) (?:still |now |currently |totally )?(?:available|free|unclaimed|unregistered|not taken|not registered|not in use|up for grabs)(?=\s*(?:$|[.!,;:)"(]|(?:to|for) (?:register|registration|claim|take|grab|sign|you|use|the taking)\b))`,
      String.raw`\b(?:user ?name|username|name|handle|nickname|nick|url|link|page|id|vanity url|custom url|address|profile name)(?: {name})? (?:is|'s) (?:still |currently |now )?(?:available|free|unclaimed|not taken|up for grabs|yours)(?=\s*(?:$|[.!,;:)"(]|(?:to|for) (?:register|registration|claim|take|grab|sign|you|use|the taking)\b))`,
      String.raw`\b(?:user ?name|username|handle) (?:is )?(?:available|free)(?=\s*(?:$|[.!,;:)]))`,
      String.raw`\bclaim (?:(?:this|that|the) (?:user ?name|username|name|handle|page|profile|url|link|spot|nickname|id)\b|{name})`,
      String.raw`\b(?:register|reserve|grab|secure|snag|take|get) (?:(?:this|that|the) (?:user ?name|username|name|handle|url|nickname)\b|{name}\s*(?:$|[.!]|now|today|before|for free))`,
      String.raw`\bclaim your (?:user ?name|username|name|handle)\s*:?\s*{name}`,
      String.raw`\bbe the first to (?:claim|take|register|grab|get|use|reserve)\b`,
      String.raw`\bno ?(?:one|body) has (?:claimed|taken|registered|reserved)\b`,
      String.raw`\b(?:has ?n[o']?t|has not|have not|haven't) (?:been )?(?:claimed|taken|registered|reserved)\b(?! (?:any|a|an|the|their|his|her|my|our|your)\b)`,
      String.raw`\b(?:is|are) not (?:yet )?(?:claimed|taken|registered)\b(?! (?:any|a|an|the|their|his|her|to)\b)`,
      String.raw`\b(?:available|free) (?:to|for) (?:register|registration|claim|take|grab|sign ?up|the taking)\b`,
      String.raw`\bwant (?:this|the|that) (?:user ?name|username|name|handle|page|url)\b`,
      String.raw`\b(?:make|create) (?:this|the) (?:page|profile|url|username|name) yours\b`,
    ],
    wall: [
      String.raw`\b(?:log|sign)\s*(?:in|on|up)(?: (?:or|and|/) (?:log|sign)\s*(?:in|on|up))?(?: (?:now|first|here|for free|with \S+))? (?:to|and) (?:see|view|continue|access|read|follow|watch|browse|explore|check out|discover|message|contact|connect|unlock)\b`,
      String.raw`\b(?:you must|you need to|you have to|please|need to|must) (?:first )?(?:be )?(?:log|sign)(?:ged|ed)?\s*(?:in|on)\b`,
      String.raw`\b(?:login|log ?in|sign ?in|registration) (?:is )?required\b`,
      String.raw`\b(?:only )?(?:visible|available|accessible) (?:only )?to (?:logged[ -]in |registered |signed[ -]in )?(?:members|users)\b`,
      String.raw`\bmembers[ -]only\b`,
      String.raw`\bjoin (?!me\b|us\b|them\b)(?:\S+ )?(?:to|and) (?:see|view|follow|continue|read)\b`,
      String.raw`\bcreate (?:an|a|your) (?:free )?account to (?:see|view|continue|follow|read)\b`,
    ],
  },

  // Russian: "пользователь не найден", "страница не существует", "имя свободно".
  ru: {
    gone: [
      String.raw`(?:пользовател[ьяюе]|аккаунт[аеу]?|профил[ьяюе]|страниц[аыуе]|учётн[а-я]+ запис[ьи]|учетн[а-я]+ запис[ьи]|участник[аеу]?|канал[аеу]?|юзер[аеу]?|{name}){gap}(?:не найден[аоы]?|не существует|больше не существует|удал[её]н[аоы]?|заблокирован[аоы]?|недоступ(?:ен|на|но|ны)|не обнаружен[аоы]?|приостановлен[аоы]?|деактивирован[аоы]?|забанен[аоы]?)`,
      String.raw`(?:такого|такой) (?:пользователя|аккаунта|страницы|профиля|участника) (?:нет|не существует)`,
      String.raw`нет такого (?:пользователя|аккаунта|профиля|участника)`,
      String.raw`(?:страница|пользователь|профиль) не найден`,
      String.raw`не удалось найти (?:пользовател|аккаунт|страниц|профил)`,
      String.raw`ошибка 404`,
    ],
    free: [
      String.raw`(?:имя пользователя|имя|логин|ник|никнейм|адрес){gap}(?:свобод(?:ен|н[оаы])|доступн[оаы]? для регистрации|не занят[оа]?)`,
      String.raw`{name} (?:свобод(?:ен|но|на)|доступ(?:ен|но|на) для регистрации|не занят[оа]?)`,
      String.raw`(?:занять|зарегистрировать|забрать|получить|застолбить) (?:это имя|этот ник|этот логин|{name})`,
    ],
    wall: [
      String.raw`(?:войдите|авторизуйтесь|зарегистрируйтесь|выполните вход){gap}(?:чтобы|для того чтобы) (?:увидеть|просмотреть|посмотреть|продолжить)`,
      String.raw`(?:необходимо|нужно|требуется|надо) (?:войти|авторизоваться|зарегистрироваться|вход|авторизация)`,
      String.raw`только для (?:зарегистрированных|авторизованных)`,
    ],
  },

  // Ukrainian: "користувача не знайдено", "сторінку не існує", "ім'я вільне".
  uk: {
    gone: [
      String.raw`(?:користувач[аеуі]?|акаунт[аеу]?|обліков[а-я]+ запис[уі]?|профіл[ьюяі]|сторінк[аиуі]|учасник[аеу]?|канал[аеу]?|{name}){gap}(?:не знайден[оаий]|не існує|більше не існує|видален[оаий]|заблокован[оаий]|недоступн[аоийі]|деактивован[оаий]|призупинен[оаий])`,
      String.raw`(?:такого|такої) (?:користувача|акаунта|сторінки|профілю) (?:немає|не існує)`,
      String.raw`(?:сторінку|користувача|профіль) не знайдено`,
      String.raw`не вдалося знайти (?:користувач|акаунт|сторінк|профіл)`,
      String.raw`помилка 404`,
    ],
    free: [
      String.raw`(?:ім'я користувача|ім'я|логін|нік|нікнейм){gap}(?:вільн[еийа]|доступн[еийа] для реєстрації|не зайнят[еийа])`,
      String.raw`{name} (?:вільн[еийа]|доступн[еийа] для реєстрації|не зайнят[еийа])`,
      String.raw`(?:зайняти|зареєструвати|отримати) (?:це ім'я|цей нік|{name})`,
    ],
    wall: [
      String.raw`(?:увійдіть|авторизуйтеся|авторизуйтесь|зареєструйтеся){gap}(?:щоб|аби) (?:побачити|переглянути|продовжити)`,
      String.raw`(?:потрібно|необхідно|треба) (?:увійти|авторизуватися|зареєструватися)`,
    ],
  },

  // German: "Benutzer nicht gefunden", "Dieses Konto existiert nicht", "Name ist noch frei".
  de: {
    gone: [
      String.raw`(?:benutzer|nutzer|konto|account|profil|seite|mitglied|kanal|user|{name}){gap}(?:nicht gefunden|existiert (?:nicht|nicht mehr|leider nicht)|gibt es nicht|gibt es nicht mehr|wurde (?:\S+ )?(?:gelöscht|gesperrt|entfernt|deaktiviert)|ist (?:\S+ )?(?:gelöscht|gesperrt|deaktiviert|nicht (?:mehr )?verfügbar)|nicht (?:mehr )?verfügbar)`,
      String.raw`\bkeine?n? (?:benutzer|nutzer|konto|profil|mitglied|seite)\b{gap}gefunden`,
      String.raw`\bes gibt (?:keinen|kein|keine) (?:benutzer|nutzer|konto|profil|mitglied)`,
      String.raw`\bseite nicht gefunden`,
      String.raw`konnte nicht gefunden werden`,
      String.raw`\b(?:unbekannter|ungültiger|gelöschter|gesperrter) (?:benutzer|nutzer|account)`,
      String.raw`\bfehler 404\b`,
    ],
    free: [
      String.raw`\b(?:benutzername|nutzername|name|username|handle|spitzname)(?: {name})?{gap}(?:ist (?:noch |aktuell )?(?:frei|verfügbar)|ist (?:noch )?nicht vergeben)(?=\s*(?:$|[.!,;:)]|und|zur registrierung))`,
      String.raw`{name} ist (?:noch |aktuell )?(?:frei|verfügbar|nicht vergeben)(?=\s*(?:$|[.!,;:)]|und|zur registrierung))`,
      String.raw`\b(?:sichere|sichern|registriere|registrieren|beanspruche|beanspruchen|hol) (?:dir |sie )?(?:diesen|den) (?:benutzernamen|namen|nutzernamen)`,
    ],
    wall: [
      String.raw`\b(?:melde dich an|melden sie sich an|anmelden|einloggen|logge dich ein|registriere dich){gap}\bum\b{gap}(?:sehen|anzuzeigen|anzusehen|fortzufahren|folgen)`,
      String.raw`\b(?:du musst|sie müssen) (?:dich|sich) (?:\S+ )?(?:anmelden|einloggen|registrieren)`,
      String.raw`\b(?:anmeldung|login) (?:ist )?erforderlich`,
      String.raw`\bnur für (?:registrierte |angemeldete )?(?:mitglieder|benutzer|nutzer)`,
    ],
  },

  // French: "Utilisateur introuvable", "Ce compte n'existe pas", "ce pseudo est disponible".
  fr: {
    gone: [
      String.raw`(?:utilisat(?:eur|rice)|compte|profil|page|membre|chaîne|{name}){gap}(?:introuvable|n'existe (?:pas|plus)|inexistant|a été (?:\S+ )?(?:supprimée?|suspendue?|bannie?|désactivée?|fermée?)|est (?:\S+ )?(?:supprimée?|suspendue?|désactivée?)|n'est (?:pas|plus) disponible|indisponible|non trouvée?)`,
      String.raw`\baucun(?:e)? (?:utilisat(?:eur|rice)|compte|profil|membre|page)\b`,
      String.raw`\bpage (?:non trouvée|introuvable)`,
      String.raw`\bnous n'avons pas (?:pu )?trouv`,
      String.raw`\bimpossible de trouver (?:cet|cette|ce|l'|la|le)`,
      String.raw`\b(?:erreur|error) 404\b`,
    ],
    free: [
      String.raw`(?:nom d'utilisateur|pseudo|pseudonyme|identifiant|nom)(?: {name})?{gap}(?:est (?:encore |toujours )?(?:disponible|libre)|n'est pas (?:encore )?(?:pris|utilisé|enregistré))(?=\s*(?:$|[.!,;:)]|pour))`,
      String.raw`{name} est (?:encore |toujours )?(?:disponible|libre)(?=\s*(?:$|[.!,;:)]|pour))`,
      String.raw`\b(?:réservez|réserver|revendiquez|revendiquer|obtenez|prenez|enregistrez) (?:ce|votre|le) (?:nom|pseudo|nom d'utilisateur|identifiant)`,
    ],
    wall: [
      String.raw`(?:connectez-vous|connecte-toi|inscrivez-vous|inscris-toi|identifiez-vous|se connecter){gap}pour (?:voir|afficher|continuer|accéder|consulter|suivre)`,
      String.raw`\bvous devez (?:être connecté|vous connecter|vous identifier|être inscrit)`,
      String.raw`\bconnexion (?:est )?requise`,
      String.raw`\bréservé aux (?:membres|utilisateurs)`,
    ],
  },

  // Spanish: "Usuario no encontrado", "Esta cuenta no existe", "el nombre está disponible".
  es: {
    gone: [
      String.raw`(?:usuari[oa]|cuenta|perfil|página|miembro|canal|{name}){gap}(?:no existe|no encontrad[oa]|no se (?:ha )?(?:podido )?encontr|(?:ha sido|fue) (?:\S+ )?(?:eliminad[oa]|suspendid[oa]|bloquead[oa]|desactivad[oa]|borrad[oa])|está (?:\S+ )?(?:eliminad[oa]|suspendid[oa]|desactivad[oa])|(?:ya )?no está disponible|no disponible|inexistente)`,
      String.raw`\bning(?:ún|una) (?:usuari[oa]|cuenta|perfil|miembro)\b`,
      String.raw`\bno (?:se ha podido|pudimos|podemos|hemos podido) encontrar (?:est[ea]|es[ea]|la|el|a)`,
      String.raw`\bpágina no encontrada`,
      String.raw`\berror 404\b`,
    ],
    free: [
      String.raw`(?:nombre de usuario|usuario|nombre|apodo|alias)(?: {name})?{gap}(?:está disponible|está libre|sigue disponible|no está (?:en uso|ocupado|registrado))(?=\s*(?:$|[.!,;:)¡]|para))`,
      String.raw`{name} (?:está|sigue) (?:disponible|libre)(?=\s*(?:$|[.!,;:)]|para))`,
      String.raw`\b(?:reclama|reclamar|registra|registrar|reserva|reservar|consigue) (?:este|tu|el) (?:nombre|usuario|nombre de usuario)\b`,
    ],
    wall: [
      String.raw`(?:inicia sesión|iniciar sesión|regístrate|identifícate|conéctate){gap}para (?:ver|continuar|acceder|seguir|consultar)`,
      String.raw`\b(?:debes|necesitas|tienes que) (?:iniciar sesión|estar registrad[oa]|registrarte|identificarte)`,
    ],
  },

  // Portuguese: "Usuário não encontrado", "Esta conta não existe", "o nome está disponível".
  pt: {
    gone: [
      String.raw`(?:usuári[oa]|utilizador|conta|perfil|página|membro|canal|{name}){gap}(?:não existe|não (?:foi )?encontrad[oa]|(?:foi|está) (?:\S+ )?(?:excluíd[oa]|removid[oa]|suspens[oa]|banid[oa]|desativad[oa]|apagad[oa]|eliminad[oa])|não está disponível|indisponível)`,
      String.raw`\bnenhum(?:a)? (?:usuári[oa]|utilizador|conta|perfil|membro)\b`,
      String.raw`\bpágina não encontrada`,
      String.raw`\bnão (?:conseguimos|foi possível) encontrar`,
      String.raw`\berro 404\b`,
    ],
    free: [
      String.raw`(?:nome de usuário|nome de utilizador|usuário|nome|apelido)(?: {name})?{gap}(?:está (?:ainda )?disponível|está livre|ainda está disponível|não está em uso)(?=\s*(?:$|[.!,;:)]|para))`,
      String.raw`{name} (?:está|ainda está) (?:disponível|livre)(?=\s*(?:$|[.!,;:)]|para))`,
      String.raw`\b(?:reivindique|reivindicar|registre|registrar|reserve|reservar|garanta) (?:este|o seu|seu|o) (?:nome|usuário|nome de usuário)`,
    ],
    wall: [
      String.raw`(?:faça login|faça o login|entre|inicie sessão|cadastre-se|registre-se){gap}para (?:ver|continuar|acessar|aceder|seguir)`,
      String.raw`\b(?:você precisa|é necessário|precisa|tem de) (?:fazer login|entrar|estar conectado|iniciar sessão)`,
    ],
  },

  // Italian: "Utente non trovato", "Questo account non esiste", "il nome è disponibile".
  it: {
    gone: [
      String.raw`(?:utente|account|profilo|pagina|membro|canale|{name}){gap}(?:non esiste|non (?:è stat[oa] )?trovat[oa]|inesistente|(?:è stat[oa]|è) (?:\S+ )?(?:eliminat[oa]|cancellat[oa]|sospes[oa]|bannat[oa]|disattivat[oa]|rimoss[oa])|non è (?:più )?disponibile|non disponibile)`,
      String.raw`\bnessun(?:a)? (?:utente|account|profilo|membro|pagina)\b`,
      String.raw`\bpagina non trovata`,
      String.raw`\bimpossibile trovare`,
      String.raw`\bnon (?:siamo riusciti|è stato possibile) (?:a )?trovare`,
      String.raw`\berrore 404\b`,
    ],
    free: [
      String.raw`(?:nome utente|username|nome|nickname)(?: {name})?{gap}(?:è (?:ancora )?disponibile|è libero|non è (?:ancora )?(?:in uso|preso|registrato))(?=\s*(?:$|[.!,;:)]|per))`,
      String.raw`{name} è (?:ancora )?(?:disponibile|libero)(?=\s*(?:$|[.!,;:)]|per))`,
      String.raw`\b(?:rivendica|rivendicare|registra|registrare|prenota|prenotare|ottieni) (?:questo|il tuo|il) (?:nome|nome utente|username)`,
    ],
    wall: [
      String.raw`(?:accedi|effettua l'accesso|registrati|iscriviti){gap}per (?:vedere|visualizzare|continuare|accedere|seguire)`,
      String.raw`\b(?:devi|è necessario) (?:accedere|effettuare l'accesso|essere registrat[oa]|registrarti)`,
    ],
  },

  // Polish: "Nie znaleziono użytkownika", "To konto nie istnieje", "nazwa jest wolna".
  pl: {
    gone: [
      String.raw`(?:użytkownik(?:a|u)?|kont(?:o|a)|profil(?:u)?|stron(?:a|y|ę)|członek|kanał|{name}){gap}(?:nie istnieje|nie (?:został[oa]? )?znalezion[aey]?|(?:został[oa]?|jest) (?:\S+ )?(?:usunięt[aey]|zawieszon[aey]|zablokowan[aey]|zbanowan[aey]|dezaktywowan[aey])|jest niedostępn[aey]|nie jest dostępn[aey]|niedostępn[aey])`,
      String.raw`\bnie znaleziono (?:użytkownika|konta|profilu|strony)`,
      String.raw`\bnie ma takiego (?:użytkownika|konta|profilu)`,
      String.raw`\bnie udało się znaleźć`,
      String.raw`\bbłąd 404\b`,
    ],
    free: [
      String.raw`(?:nazwa użytkownika|nazwa|login|nick|pseudonim)(?: {name})?{gap}(?:jest (?:wolna|wolny|dostępna|dostępny)|nie jest zajęt[aey])(?=\s*(?:$|[.!,;:)]))`,
      String.raw`{name} jest (?:wolna|wolny|wolne|dostępna|dostępny|dostępne)(?=\s*(?:$|[.!,;:)]))`,
      String.raw`\b(?:zarezerwuj|zajmij|zarejestruj|odbierz) (?:tę|tą|swoją) (?:nazwę|nazwe)`,
    ],
    wall: [
      String.raw`(?:zaloguj się|zarejestruj się){gap}(?:aby|żeby|by) (?:zobaczyć|wyświetlić|kontynuować|obserwować)`,
      String.raw`\b(?:musisz|należy) (?:się )?(?:zalogować|być zalogowan)`,
    ],
  },

  // Turkish: "Kullanıcı bulunamadı", "Böyle bir hesap yok", "kullanıcı adı müsait".
  tr: {
    gone: [
      String.raw`(?:kullanıcı|hesap|hesab[ıi]|profil|sayfa|sayfas[ıi]|üye|kanal|{name}){gap}(?:bulunamadı|mevcut değil|silindi|silinmiş|askıya alındı|askıya alınmış|engellendi|yasaklandı|devre dışı|kullanılamıyor|erişilemiyor|kapatıldı|kapatılmış)`,
      String.raw`(?:kullanıcı|hesap|profil|sayfa|üye) (?:yok|bulunmuyor)(?=\s*(?:$|[.!,;:)]))`,
      String.raw`böyle bir (?:kullanıcı|hesap|sayfa|profil|üye) (?:yok|bulunamadı|mevcut değil)`,
      String.raw`üzgünüz, bu sayfa`,
      String.raw`\bhata 404\b`,
    ],
    free: [
      String.raw`(?:kullanıcı adı|ad|isim|rumuz|takma ad)(?: {name})?{gap}(?:müsait|kullanılabilir|alınabilir|boşta|alınmamış|kullanımda değil)`,
      String.raw`{name} (?:müsait|kullanılabilir|alınabilir|boşta)`,
      String.raw`(?:bu )?(?:kullanıcı adını|adı|ismi) (?:al|talep et|kaydet|rezerve et)`,
    ],
    wall: [
      String.raw`(?:görmek|görüntülemek|devam etmek|takip etmek) için (?:giriş yap|oturum aç|kaydol|üye ol)`,
      String.raw`(?:giriş yapmanız|oturum açmanız|üye olmanız) gerek`,
    ],
  },

  // Japanese: "ユーザーが見つかりません", "このアカウントは存在しません", "このユーザー名は利用可能です".
  ja: {
    gone: [
      String.raw`(?:ユーザー|ユーザ|アカウント|プロフィール|ページ|メンバー|チャンネル|会員|{name}){short}(?:見つかりません|見つからない|存在しません|存在しない|削除されました|削除されています|凍結されています|凍結されました|停止されています|利用できません|表示できません)`,
      String.raw`お探しのページ`,
      String.raw`該当するユーザー(?:は|が)(?:いません|存在しません)`,
    ],
    free: [
      String.raw`(?:ユーザー名|ユーザーネーム|ユーザid|名前|ハンドル|id|{name}){short}(?:利用可能|使用可能|取得可能|登録可能|使用できます|利用できます|取得できます|登録できます|空いています)`,
    ],
    wall: [
      String.raw`(?:ログイン|サインイン|登録){short}(?:して|すると|すれば)[^。！？\n]{0,20}?(?:表示|見る|閲覧|続行|チェック)`,
      String.raw`ログインが必要`,
      String.raw`(?:表示|見る|閲覧)(?:する)?には(?:ログイン|サインイン)`,
    ],
  },

  // Chinese (simplified and traditional): "用户不存在", "找不到该页面", "用户名可用".
  zh: {
    gone: [
      String.raw`(?:用户|用戶|账号|賬號|帐号|帳號|账户|賬戶|帐户|帳戶|个人资料|個人資料|页面|頁面|会员|會員|频道|頻道|{name}){short}(?:不存在|未找到|找不到|没有找到|沒有找到|已被删除|已被刪除|已删除|已刪除|已注销|已註銷|已被封禁|已封禁|已被冻结|已被凍結|已冻结|已凍結|已被停用|已停用|无法访问|無法訪問|被封)`,
      String.raw`找不到(?:该|該|此|这个|這個)?(?:用户|用戶|账号|賬號|页面|頁面)`,
      String.raw`(?:抱歉|对不起|對不起)[^。！？\n]{0,12}(?:页面|頁面)[^。！？\n]{0,8}(?:不存在|找不到|无法|無法)`,
    ],
    free: [
      String.raw`(?:用户名|用戶名|账号|賬號|名称|名稱|昵称|暱稱|id|{name}){short}(?:(?<!不)可用|可以使用|可以注册|可以註冊|未被注册|未被註冊|未被占用|未被佔用|尚未被注册|尚未被註冊)`,
    ],
    wall: [
      String.raw`(?:登录|登錄|登入|注册|註冊){short}(?:后|後|以|即可|才能)[^。！？\n]{0,10}?(?:查看|浏览|瀏覽|继续|繼續|观看|觀看)`,
      String.raw`(?:请|請)(?:先)?(?:登录|登錄|登入)`,
      String.raw`需要(?:登录|登錄|登入)`,
    ],
  },

  // Korean: "사용자를 찾을 수 없습니다", "존재하지 않는 계정입니다", "사용 가능한 아이디입니다".
  ko: {
    gone: [
      String.raw`(?:사용자|유저|계정|프로필|페이지|회원|채널|{name}){short}(?:찾을 수 없|존재하지 않|삭제되었|삭제된|정지되었|정지된|차단되었|이용할 수 없|탈퇴)`,
      String.raw`(?:존재하지 않는|없는|삭제된|탈퇴한|정지된) (?:사용자|계정|페이지|회원|채널)`,
    ],
    free: [
      String.raw`(?:사용자 ?이름|아이디|닉네임|이름|id|{name}){short}(?:사용 가능|사용할 수 있|등록 가능)`,
      String.raw`사용 가능한 (?:아이디|닉네임|사용자 ?이름|이름)`,
    ],
    wall: [
      String.raw`(?:로그인|가입){short}(?:하여|해서|하면|후|하고)[^.!?\n]{0,15}?(?:확인|보기|볼 수|계속)`,
      String.raw`로그인이 필요`,
      String.raw`로그인해야`,
    ],
  },
}

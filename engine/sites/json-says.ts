/**
 * What a JSON answer says about the name, read from what its fields mean rather than from a
 * few known spellings: that the name is free (`available: true`, `is_username_available: 1`,
 * `taken: false`, `exists: 0`, `status: "available"`), that nobody has it (`user: null`, an
 * empty result list, `notFound: true`, a message "User not found"), or that the answer is an
 * error. An answer that says any of these is never "found", whatever else it repeats.
 *
 * Only the answer's own level and the objects it wraps (`data`, `data.user`) are read, never
 * the entries of a list: a profile's followers may be "available" without saying anything
 * about the profile.
 */

export type JsonSaying = { kind: 'gone' | 'free' | 'error'; where: string; text: string }

/** Reads a message ("User not found") the way a page's message is read. */
type MessageReader = (text: string) => 'gone' | 'free' | 'wall' | null

/** Words a flag's key starts with that do not change what it means ("is", "username"). */
const QUALIFIERS = new Set([
  'is',
  'has',
  'was',
  'does',
  'do',
  'the',
  'already',
  'user',
  'username',
  'usernames',
  'name',
  'account',
  'handle',
  'nickname',
  'nick',
  'profile',
  'login',
  'member',
  'player',
  'id',
])
/** A flag meaning the name is free, or its account gone, when it is true. */
const FREE_WHEN_TRUE = new Set([
  'available',
  'free',
  'unclaimed',
  'unregistered',
  'unused',
  'nonexistent',
  'inexistent',
  'missing',
  'absent',
  'vacant',
  'deleted',
  'suspended',
  'banned',
  'notfound',
  'notexist',
  'notexists',
  'notregistered',
  'nottaken',
  'notused',
  'notinuse',
])
/** A flag meaning the name is taken, or its account there, when it is true. */
const TAKEN_WHEN_TRUE = new Set([
  'taken',
  'exists',
  'exist',
  'registered',
  'claimed',
  'found',
  'used',
  'inuse',
  'occupied',
  'present',
  'known',
  'valid',
  'success',
  'unavailable',
  'notavailable',
  'notfree',
])
/** Keys whose text is a status word: `"status": "available"`, `"state": "not_found"`. */
const STATUS_KEYS = new Set(['status', 'state', 'availability', 'result', 'code', 'type'])
/** Status words that say the name is free or nobody's. */
const FREE_STATUS = /^(?:available|free|unclaimed|unregistered|unused|vacant)$/
const GONE_STATUS =
  /^(?:(?:user|account|profile|member|player)?(?:not ?found|does ?not ?exist|not ?exists?|nonexistent|unknown|missing|deleted|suspended|banned|gone)|no ?(?:such )?(?:user|account|profile|member)|unknown ?(?:user|account)|invalid ?(?:user|username|account))$/
/** Keys whose text is a message for people. */
const MESSAGE_KEYS = new Set([
  'message',
  'msg',
  'detail',
  'details',
  'reason',
  'statusmessage',
  'statustext',
  'errormessage',
  'errordescription',
  'notice',
  'hint',
])
/** Keys that hold the account: null there means nobody. */
const ACCOUNT_KEYS = new Set([
  'user',
  'account',
  'member',
  'player',
  'person',
  'profile',
  'channel',
  'userinfo',
  'userdata',
  'userprofile',
])
/** Keys that wrap an answer: null there means nobody when nothing else names an account. */
const WRAPPER_KEYS = new Set(['data', 'result', 'payload', 'response', 'body', 'item', 'node'])
/** Lists of matches: empty means nobody. */
const MATCH_LISTS = new Set([
  'results',
  'result',
  'users',
  'accounts',
  'members',
  'profiles',
  'players',
  'hits',
  'matches',
  'people',
  'usernames',
  'data',
])
/** Lists that may also be a profile's own things: empty means nobody only in an answer that names no account. */
const WEAK_LISTS = new Set(['items', 'entries', 'records', 'list', 'rows', 'nodes', 'edges'])
/** Counts of matches: zero means nobody, in an answer that names no account. */
const COUNT_KEYS = new Set([
  'totalcount',
  'total',
  'count',
  'numresults',
  'resultcount',
  'totalresults',
  'totalhits',
])
/** Fields that name an account: their presence makes a weak signal (an empty list) no signal. */
const HANDLE_KEY =
  /^(?:username|user_name|userName|login|handle|slug|screen_name|screenName|nickname|nick|uniqueId|unique_id|id|uid|user_id|userId)$/

/** "isUsernameAvailable" → ["is", "username", "available"]. */
function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

const flat = (key: string) => keyWords(key).join('')

/** What a flag's key means once "is", "username" and the like are set aside. */
function flagMeaning(key: string): string {
  const words = keyWords(key)
  while (words.length > 1 && QUALIFIERS.has(words[0] ?? '')) words.shift()
  return words.join('')
}

const truthy = (v: unknown) => v === true || v === 1 || v === 'true' || v === 'yes' || v === '1'
const falsy = (v: unknown) => v === false || v === 0 || v === 'false' || v === 'no' || v === '0'

const show = (v: unknown) => (typeof v === 'string' ? `'${v.slice(0, 60)}'` : JSON.stringify(v))

/** What one object of the answer says, at `path`. */
function recordSays(
  record: Record<string, unknown>,
  path: string,
  read: MessageReader,
): JsonSaying | null {
  const namesAccount = Object.entries(record).some(
    ([k, v]) => HANDLE_KEY.test(k) && (typeof v === 'string' || typeof v === 'number') && v !== '',
  )
  for (const [key, value] of Object.entries(record)) {
    const at = path ? `${path}.${key}` : key
    const where = `field ${at} is ${show(value)}`
    const meaning = flagMeaning(key)
    const kind = flat(key)
    if (FREE_WHEN_TRUE.has(meaning) && truthy(value)) return { kind: 'free', where, text: at }
    if (TAKEN_WHEN_TRUE.has(meaning) && falsy(value)) {
      return {
        kind: meaning === 'success' || meaning === 'valid' ? 'error' : 'free',
        where,
        text: at,
      }
    }
    if (
      (kind === 'error' || kind === 'errors') &&
      value &&
      !(Array.isArray(value) && !value.length)
    ) {
      if (typeof value === 'string' && !value.trim()) continue
      return { kind: 'error', where, text: at }
    }
    if (typeof value === 'string') {
      const words = keyWords(value).join(' ')
      if (STATUS_KEYS.has(meaning) || STATUS_KEYS.has(kind)) {
        if (FREE_STATUS.test(words)) return { kind: 'free', where, text: value }
        if (GONE_STATUS.test(words.replace(/ /g, '')) || GONE_STATUS.test(words)) {
          return { kind: 'gone', where, text: value }
        }
      }
      if (MESSAGE_KEYS.has(kind) || STATUS_KEYS.has(kind)) {
        const said = read(value)
        if (said === 'free') return { kind: 'free', where, text: value }
        if (said) return { kind: 'gone', where, text: value }
      }
    }
    if (value === null && (ACCOUNT_KEYS.has(kind) || (WRAPPER_KEYS.has(kind) && !namesAccount))) {
      return { kind: 'gone', where, text: at }
    }
    if (Array.isArray(value) && value.length === 0) {
      if (MATCH_LISTS.has(kind) || (WEAK_LISTS.has(kind) && !namesAccount)) {
        return { kind: 'gone', where: `field ${at} is an empty list`, text: at }
      }
    }
    if (COUNT_KEYS.has(kind) && (value === 0 || value === '0') && !namesAccount) {
      return { kind: 'gone', where, text: at }
    }
  }
  return null
}

/** Whether a path holds the answer about the name: wrappers and account objects only. */
const aboutTheName = (path: string) =>
  path === '' ||
  path.split('.').every((key) => WRAPPER_KEYS.has(flat(key)) || ACCOUNT_KEYS.has(flat(key)))

/**
 * What a parsed JSON answer says: the answer itself, then the objects it wraps (`data`,
 * `data.user`), two levels down; never the objects a profile holds (`data.favorites`), whose
 * empty lists and flags are about other things. `null` and an empty list as the whole answer
 * say nobody.
 */
export function jsonSays(data: unknown, read: MessageReader): JsonSaying | null {
  if (data === null) return { kind: 'gone', where: 'the answer is null', text: 'null' }
  if (Array.isArray(data)) {
    return data.length ? null : { kind: 'gone', where: 'the answer is an empty list', text: '[]' }
  }
  if (typeof data !== 'object') return null
  const queue: { record: Record<string, unknown>; path: string; depth: number }[] = [
    { record: data as Record<string, unknown>, path: '', depth: 0 },
  ]
  while (queue.length) {
    const { record, path, depth } = queue.shift()!
    const said = recordSays(record, path, read)
    if (said) return said
    if (depth >= 2) continue
    for (const [key, value] of Object.entries(record)) {
      const at = path ? `${path}.${key}` : key
      if (value && typeof value === 'object' && !Array.isArray(value) && aboutTheName(at)) {
        queue.push({ record: value as Record<string, unknown>, path: at, depth: depth + 1 })
      }
    }
  }
  return null
}

/** One object's own fields, for the identity check: a record that says so names nobody. */
export function recordSaysNobody(record: Record<string, unknown>, read: MessageReader): boolean {
  return recordSays(record, '', read) !== null
}

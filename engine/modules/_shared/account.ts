import type { HttpResponse, Outcome, SpecRecord } from '../../types.ts'
import { foundNamed, notFound, unexpected } from './outcomes.ts'

/** How one platform's REST answer holds an account. */
export interface AccountAnswer<Account, Body> {
  /** What a 404 proves: the platform's own "no such account". */
  absent: string
  /** Where the account sits in the answer; the whole answer when not given. */
  account?: (body: Body) => Account | undefined
  /** The account's field that holds its name, which must be the name asked for. */
  name: keyof Account & string
  /** The found record, from the account and the name it bears. */
  record: (account: Account, name: string) => SpecRecord
}

/**
 * Reads the usual REST answer for one account: 404 is absent, 200 carries the account, found
 * when it bears the name asked for. Any other status, or an account without a name, is no
 * verdict.
 */
export function readAccount<Account, Body = Account>(
  res: HttpResponse,
  query: string,
  answer: AccountAnswer<Account, Body>,
): Outcome {
  if (res.status === 404) return notFound(answer.absent)
  if (res.status !== 200) return unexpected(res)
  const body = res.json<Body>()
  const account = answer.account ? answer.account(body) : (body as unknown as Account)
  const name = account?.[answer.name]
  if (!account || !name) return unexpected(res, 'user object')
  return foundNamed(answer.name, name, query, answer.record(account, String(name)))
}

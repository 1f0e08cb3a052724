import type { UnknownReason } from '../types.ts'

/** A wall (WAF, captcha, rate limit, login) stood between us and the answer. */
export class BlockedError extends Error {
  constructor(
    readonly reason: UnknownReason,
    message: string,
  ) {
    super(message)
    this.name = 'BlockedError'
  }
}

/** A module tried to reach a host it did not declare, or a private address. */
export class RequestRefusedError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RequestRefusedError'
  }
}

import { ApiError, ContractError } from './api.ts'
import {
  INVALID_RESPONSE_FORMAT,
  classifyError,
  type ClassifiedError,
  type RequestDetails,
} from './classify-error.ts'

/** A failed request, already classified by SPEC 8's table. */
export class SearchRequestError extends Error {
  constructor(readonly classified: ClassifiedError) {
    super(classified.message)
    this.name = 'SearchRequestError'
  }
}

/** Whatever a call through the fetch client (api.ts) threw, classified by SPEC 8's table. */
export function classifyFailure(error: unknown, requestDetails: RequestDetails): ClassifiedError {
  if (error instanceof ApiError) {
    const { status, statusText, retryAfter, body } = error
    return classifyError({ status, statusText, retryAfterHeader: retryAfter, body, requestDetails })
  }
  // A reply that breaks the contract is an answer we cannot read, whatever it said.
  if (error instanceof ContractError)
    return classifyError({ error: new SyntaxError(INVALID_RESPONSE_FORMAT), requestDetails })
  return classifyError({ error, requestDetails })
}

/** Makes a call, anything it throws becoming a classified SearchRequestError. */
export async function classified<T>(details: RequestDetails, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw new SearchRequestError(classifyFailure(error, details))
  }
}

/** The HTTP status behind a failed search request, if the server answered at all. */
export const failedStatus = (error: unknown) =>
  error instanceof SearchRequestError ? error.classified.responseDetails?.status : undefined

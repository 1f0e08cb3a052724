/**
 * SPEC 9: a search has 60 s, counted from when it leaves the queue, and nothing it runs may
 * take longer. The browser gives up on its stream 65 s after that: the budget, and time for
 * the last messages to arrive.
 */
export const SEARCH_BUDGET_S = 60
export const CLIENT_ABORT_MS = (SEARCH_BUDGET_S + 5) * 1000

/**
 * Most popular platform first (its traffic rank, 1 being the most visited); platforms without
 * a rank after every ranked one, in the order they came. A person reads the accounts that
 * matter most first, however many small sites were found.
 */
export function byPopularity<T extends { rank?: number | undefined }>(items: readonly T[]): T[] {
  const rank = (item: T) => item.rank ?? Number.POSITIVE_INFINITY
  return [...items].sort((a, b) => rank(a) - rank(b))
}

/** '1 search', '2 searches': picks the word by count. */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** '1 search', '2,500 searches': the count as written in en-US, then the word that fits it. */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

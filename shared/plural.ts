/** '1 search', '2,500 searches': the count as written in en-US, then the word that fits it. */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`

import type { Category } from '../../engine/types.ts'

/** Maigret's tags, as our categories. Country codes and tags with no meaning for us are absent. */
const TAG_CATEGORY: Record<string, Category> = {
  porn: 'adult',
  erotic: 'adult',
  webcam: 'adult',
  dating: 'dating',
  forum: 'forums',
  discussion: 'forums',
  'q&a': 'forums',
  coding: 'coding',
  hacking: 'tech',
  tech: 'tech',
  apps: 'tech',
  llm: 'tech',
  gaming: 'gaming',
  gambling: 'gaming',
  music: 'music',
  art: 'art',
  design: 'art',
  photo: 'art',
  '3d': 'art',
  video: 'video',
  streaming: 'video',
  movies: 'video',
  blog: 'blogging',
  writing: 'blogging',
  business: 'business',
  freelance: 'business',
  professional: 'business',
  career: 'business',
  finance: 'finance',
  crypto: 'finance',
  trading: 'finance',
  stock: 'finance',
  fintech: 'finance',
  nft: 'finance',
  shopping: 'shopping',
  classified: 'shopping',
  fashion: 'shopping',
  review: 'shopping',
  education: 'education',
  science: 'education',
  research: 'education',
  wiki: 'education',
  medicine: 'education',
  news: 'news',
  travel: 'travel',
  maps: 'travel',
  geosocial: 'travel',
  hobby: 'hobby',
  auto: 'hobby',
  sport: 'hobby',
  anime: 'hobby',
  cooking: 'hobby',
  books: 'hobby',
  reading: 'hobby',
  military: 'hobby',
  firearms: 'hobby',
  messaging: 'messaging',
  social: 'social',
  networking: 'social',
  sharing: 'social',
  links: 'social',
  mastodon: 'social',
  lemmy: 'social',
}

/** Tags so broad that a more specific one, when present, says more. */
const BROAD = new Set<Category>(['social', 'tech', 'forums'])

/**
 * The category for a set of tags: adult wins (the UI hides it by default), then the first
 * specific tag, then a broad one, else 'other'.
 */
export function categoryFor(tags: readonly string[], nsfw = false): Category {
  const mapped = tags.map((t) => TAG_CATEGORY[t.toLowerCase()]).filter((c) => c !== undefined)
  if (nsfw || mapped.includes('adult')) return 'adult'
  return mapped.find((c) => !BROAD.has(c)) ?? mapped[0] ?? 'other'
}

/** Forum engines: whatever the topic, these are forums. */
export const FORUM_ENGINES = new Set([
  'XenForo',
  'phpBB',
  'phpBB/Search',
  'phpBB2/Search',
  'vBulletin',
  'Discourse',
  'DiscourseJson',
  'Flarum',
  'uCoz',
])

/** Entries whose source tags say nothing useful, categorised by hand. */
export const CATEGORY_OVERRIDES: Record<string, Category> = {
  xing: 'business',
  gitee: 'coding',
  naver: 'blogging',
  'mastodon-cloud': 'social',
  'mastodon-xyz': 'social',
  kwork: 'business',
  professionali: 'business',
  soylentnews: 'news',
  tamtam: 'messaging',
  boosty: 'business',
  liveinternet: 'blogging',
  rutracker: 'forums',
  pr0gramm: 'social',
  fatsecret: 'hobby',
  filmow: 'video',
  suomi24: 'forums',
  'tellonym-me': 'social',
  nightbot: 'video',
  soop: 'video',
  yandexzenchannel: 'blogging',
  dissenter: 'social',
  kosmetista: 'shopping',
  'babyblog-ru': 'forums',
  planetaexcel: 'forums',
  acomics: 'art',
  seoclerks: 'business',
  'mssg-me': 'messaging',
  'imgsrc-ru': 'art',
  kwejk: 'social',
  postila: 'art',
  weedmaps: 'shopping',
  bobrdobr: 'social',
  ccm: 'forums',
}

/**
 * Where platforms keep profile pictures, beyond their own sites: the domains (a domain and its
 * subdomains) a module's picture may be fetched from for account groups. A picture anywhere
 * else is not fetched (engine/leads/picture-hash.ts).
 */
export const PICTURE_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  chesscom: ['chesscomfiles.com'],
  codeforces: ['codeforces.org'],
  cratesio: ['avatars.githubusercontent.com'],
  dockerhub: ['gravatar.com'],
  duolingo: ['duolingo.com'],
  'duolingo-email': ['duolingo.com'],
  etsy: ['etsystatic.com'],
  github: ['avatars.githubusercontent.com'],
  'github-email': ['avatars.githubusercontent.com'],
  gravatar: ['gravatar.com'],
  'gravatar-email': ['gravatar.com'],
  keybase: ['s3.amazonaws.com'],
  letterboxd: ['ltrbxd.com'],
  reddit: ['redditmedia.com', 'redd.it'],
  roblox: ['rbxcdn.com'],
  soundcloud: ['sndcdn.com'],
  steam: ['steamstatic.com'],
  telegram: ['cdn-telegram.org', 'telesco.pe'],
  tiktok: ['tiktokcdn.com', 'tiktokcdn-us.com'],
  youtube: ['ggpht.com', 'yt3.googleusercontent.com'],
}

import type { LookupModule } from '../types.ts'
import { anilistModule } from '../modules/anilist.ts'
import { bitbucketModule } from '../modules/bitbucket.ts'
import { blueskyModule } from '../modules/bluesky.ts'
import { chesscomModule } from '../modules/chesscom.ts'
import { codeforcesModule } from '../modules/codeforces.ts'
import { codewarsModule } from '../modules/codewars.ts'
import { cratesioModule } from '../modules/cratesio.ts'
import { devtoModule } from '../modules/devto.ts'
import { dockerhubModule } from '../modules/dockerhub.ts'
import { duolingoModule } from '../modules/duolingo.ts'
import { githubModule } from '../modules/github.ts'
import { gitlabModule } from '../modules/gitlab.ts'
import { gravatarModule } from '../modules/gravatar.ts'
import { hackernewsModule } from '../modules/hackernews.ts'
import { keybaseModule } from '../modules/keybase.ts'
import { leetcodeModule } from '../modules/leetcode.ts'
import { letterboxdModule } from '../modules/letterboxd.ts'
import { lichessModule } from '../modules/lichess.ts'
import { mastodonModule } from '../modules/mastodon.ts'
import { mediumModule } from '../modules/medium.ts'
import { minecraftModule } from '../modules/minecraft.ts'
import { myanimelistModule } from '../modules/myanimelist.ts'
import { npmModule } from '../modules/npm.ts'
import { pypiModule } from '../modules/pypi.ts'
import { redditModule } from '../modules/reddit.ts'
import { robloxModule } from '../modules/roblox.ts'
import { scratchModule } from '../modules/scratch.ts'
import { soundcloudModule } from '../modules/soundcloud.ts'
import { speedrunModule } from '../modules/speedrun.ts'
import { steamModule } from '../modules/steam.ts'
import { telegramModule } from '../modules/telegram.ts'
import { tiktokModule } from '../modules/tiktok.ts'
import { wattpadModule } from '../modules/wattpad.ts'
import { youtubeModule } from '../modules/youtube.ts'

/** The username code modules, one file each in engine/modules/. */
export const usernameModules: readonly LookupModule[] = [
  githubModule,
  gitlabModule,
  redditModule,
  hackernewsModule,
  chesscomModule,
  lichessModule,
  blueskyModule,
  mastodonModule,
  keybaseModule,
  dockerhubModule,
  npmModule,
  codeforcesModule,
  robloxModule,
  minecraftModule,
  duolingoModule,
  devtoModule,
  steamModule,
  telegramModule,
  youtubeModule,
  scratchModule,
  codewarsModule,
  leetcodeModule,
  gravatarModule,
  soundcloudModule,
  mediumModule,
  letterboxdModule,
  myanimelistModule,
  pypiModule,
  cratesioModule,
  speedrunModule,
  anilistModule,
  bitbucketModule,
  wattpadModule,
  tiktokModule,
]

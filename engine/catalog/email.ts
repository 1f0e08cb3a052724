import type { LookupModule } from '../types.ts'
import { adobeModule } from '../modules/adobe.ts'
import { airastanaModule } from '../modules/airastana.ts'
import { anydoModule } from '../modules/anydo.ts'
import { blablacarModule } from '../modules/blablacar.ts'
import { chesscomEmailModule } from '../modules/chesscom-email.ts'
import { crazygamesModule } from '../modules/crazygames.ts'
import { deezerModule } from '../modules/deezer.ts'
import { deliverooModule } from '../modules/deliveroo.ts'
import { dockerhubEmailModule } from '../modules/dockerhub-email.ts'
import { dominosFrModule } from '../modules/dominos-fr.ts'
import { duolingoEmailModule } from '../modules/duolingo-email.ts'
import { eaModule } from '../modules/ea.ts'
import { emailAddressModule } from '../modules/email-address.ts'
import { emiratesModule } from '../modules/emirates.ts'
import { etsyModule } from '../modules/etsy.ts'
import { eventbriteModule } from '../modules/eventbrite.ts'
import { firefoxModule } from '../modules/firefox.ts'
import { freelancerModule } from '../modules/freelancer.ts'
import { gaanaModule } from '../modules/gaana.ts'
import { garminModule } from '../modules/garmin.ts'
import { githubEmailModule } from '../modules/github-email.ts'
import { gravatarEmailModule } from '../modules/gravatar-email.ts'
import { huluModule } from '../modules/hulu.ts'
import { imgurModule } from '../modules/imgur.ts'
import { instagramEmailModule } from '../modules/instagram-email.ts'
import { jetblueModule } from '../modules/jetblue.ts'
import { jiosaavnModule } from '../modules/jiosaavn.ts'
import { justflyModule } from '../modules/justfly.ts'
import { justwatchModule } from '../modules/justwatch.ts'
import { komootModule } from '../modules/komoot.ts'
import { lastfmModule } from '../modules/lastfm.ts'
import { lastpassModule } from '../modules/lastpass.ts'
import { latamModule } from '../modules/latam.ts'
import { makemytripModule } from '../modules/makemytrip.ts'
import { microsoftModule } from '../modules/microsoft.ts'
import { myanimelistEmailModule } from '../modules/myanimelist-email.ts'
import { naturabuyModule } from '../modules/naturabuy.ts'
import { nykaaModule } from '../modules/nykaa.ts'
import { office365Module } from '../modules/office365.ts'
import { openpgpModule } from '../modules/openpgp.ts'
import { patreonModule } from '../modules/patreon.ts'
import { pinterestEmailModule } from '../modules/pinterest-email.ts'
import { plurkModule } from '../modules/plurk.ts'
import { polarstepsEmailModule } from '../modules/polarsteps-email.ts'
import { protonModule } from '../modules/proton.ts'
import { rappiModule } from '../modules/rappi.ts'
import { replitEmailModule } from '../modules/replit-email.ts'
import { secretflyingModule } from '../modules/secretflying.ts'
import { skyscannerModule } from '../modules/skyscanner.ts'
import { soundcloudEmailModule } from '../modules/soundcloud-email.ts'
import { spicejetModule } from '../modules/spicejet.ts'
import { spotifyModule } from '../modules/spotify.ts'
import { stravaModule } from '../modules/strava.ts'
import { sunnxtModule } from '../modules/sunnxt.ts'
import { tatacliqModule } from '../modules/tatacliq.ts'
import { trivagoModule } from '../modules/trivago.ts'
import { tumblrModule } from '../modules/tumblr.ts'
import { vimeoModule } from '../modules/vimeo.ts'
import { voxmediaModule } from '../modules/voxmedia.ts'
import { vrboModule } from '../modules/vrbo.ts'
import { wordpressModule } from '../modules/wordpress.ts'
import { xEmailModule } from '../modules/x-email.ts'

/**
 * The email code modules, one file each in engine/modules/. Every one of them is silent: it
 * never triggers a password reset, a sign-up confirmation or a login alert (each file says how).
 */
export const emailModules: readonly LookupModule[] = [
  emailAddressModule,
  gravatarEmailModule,
  openpgpModule,
  protonModule,
  microsoftModule,
  office365Module,
  firefoxModule,
  adobeModule,
  wordpressModule,
  githubEmailModule,
  dockerhubEmailModule,
  replitEmailModule,
  duolingoEmailModule,
  spotifyModule,
  deezerModule,
  chesscomEmailModule,
  stravaModule,
  imgurModule,
  pinterestEmailModule,
  xEmailModule,
  instagramEmailModule,
  tumblrModule,
  plurkModule,
  patreonModule,
  lastpassModule,
  anydoModule,
  freelancerModule,
  voxmediaModule,
  etsyModule,
  deliverooModule,
  dominosFrModule,
  naturabuyModule,
  eventbriteModule,
  rappiModule,
  tatacliqModule,
  nykaaModule,
  garminModule,
  lastfmModule,
  soundcloudEmailModule,
  gaanaModule,
  jiosaavnModule,
  vimeoModule,
  myanimelistEmailModule,
  justwatchModule,
  sunnxtModule,
  huluModule,
  eaModule,
  crazygamesModule,
  vrboModule,
  blablacarModule,
  polarstepsEmailModule,
  skyscannerModule,
  emiratesModule,
  komootModule,
  trivagoModule,
  justflyModule,
  jetblueModule,
  latamModule,
  spicejetModule,
  airastanaModule,
  makemytripModule,
  secretflyingModule,
]

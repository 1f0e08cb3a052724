import { justwatchModule } from './justwatch.ts'
import { describeFirebaseSite } from './_email/firebase-testing.ts'

describeFirebaseSite(justwatchModule, {
  apiKey: 'AIzaSyDv6JIzdDvbTBS-JWdR4Kl22UvgWGAyuo8',
  origin: 'https://www.justwatch.com',
})

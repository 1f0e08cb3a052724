import { crazygamesModule } from './crazygames.ts'
import { describeFirebaseSite } from './_email/firebase-testing.ts'

describeFirebaseSite(crazygamesModule, {
  apiKey: 'AIzaSyAkBGn9sKEUBSMQ9CTFyHHxXas0tdcpts8',
  origin: 'https://www.crazygames.com',
})

import { howtogeekModule } from './howtogeek.ts'
import { describeValnetSite } from './_email/valnet-testing.ts'

describeValnetSite(howtogeekModule, 'www.howtogeek.com')

import { xdaModule } from './xda.ts'
import { describeValnetSite } from './_email/valnet-testing.ts'

describeValnetSite(xdaModule, 'www.xda-developers.com')

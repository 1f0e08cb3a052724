import { funMoocModule } from './fun-mooc.ts'
import { describeOpenEdxSite } from './_email/openedx-testing.ts'

describeOpenEdxSite(funMoocModule, 'lms.fun-mooc.fr')

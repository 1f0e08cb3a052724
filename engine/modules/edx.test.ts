import { edxModule } from './edx.ts'
import { describeOpenEdxSite } from './_email/openedx-testing.ts'

describeOpenEdxSite(edxModule, 'courses.edx.org')

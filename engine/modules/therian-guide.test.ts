import { therianGuideForumsModule } from './therian-guide.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(therianGuideForumsModule, 'https://forums.therian-guide.com', '')

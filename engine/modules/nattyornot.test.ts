import { nattyornotForumModule } from './nattyornot.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(nattyornotForumModule, 'https://nattyornotforum.nattyornot.com', '')

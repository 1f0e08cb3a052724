import { badeggsonlineForumModule } from './badeggsonline.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(badeggsonlineForumModule, 'https://www.badeggsonline.com', '/beo2-forum')

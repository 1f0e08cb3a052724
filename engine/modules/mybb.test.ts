import { mybbCommunityModule } from './mybb.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(mybbCommunityModule, 'https://community.mybb.com', '')

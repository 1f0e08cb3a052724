import { onlinesequencerForumModule } from './onlinesequencer.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(onlinesequencerForumModule, 'https://onlinesequencer.net', '/forum')

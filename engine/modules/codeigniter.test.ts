import { codeigniterForumModule } from './codeigniter.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(codeigniterForumModule, 'https://forum.codeigniter.com', '')

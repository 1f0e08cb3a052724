import { blitzortungForumModule } from './blitzortung.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(blitzortungForumModule, 'https://forum.blitzortung.org', '')

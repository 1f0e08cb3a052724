import { kodiForumModule } from './kodi.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(kodiForumModule, 'https://forum.kodi.tv', '')

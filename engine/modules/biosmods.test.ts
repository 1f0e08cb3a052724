import { biosmodsForumModule } from './biosmods.ts'
import { describeMybbBoard } from './_email/mybb-testing.ts'

describeMybbBoard(biosmodsForumModule, 'https://bios-mods.com', '/forum')

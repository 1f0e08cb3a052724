/** How account groups read, on the page, in the PDF and in the CLI alike. */
import type { AccountGroup, AccountTie, GroupStrength } from './account-groups.ts'

export const GROUP_TITLES: Readonly<Record<GroupStrength, string>> = {
  strong: 'Very likely one person',
  medium: 'Likely one person',
  weak: 'Possibly one person',
}

/** One tie as a sentence, naming the group's platforms: "Same picture: Linkly, Scribbly". */
export function tieSentence(tie: AccountTie, group: AccountGroup): string {
  const names = tie.modules.map(
    (module) => group.accounts.find((a) => a.module === module)?.platform ?? module,
  )
  switch (tie.kind) {
    case 'picture':
      return `Same profile picture: ${names.join(', ')}`
    case 'name':
      return `Same full name “${tie.value}”: ${names.join(', ')}`
    case 'location':
      return `Same location “${tie.value}”: ${names.join(', ')}`
    case 'link':
      return tie.mutual
        ? `${names[0]} and ${names[1]} link to each other`
        : `${names[0]} links to ${names[1]}`
  }
}

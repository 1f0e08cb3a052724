import type { Category } from '../../../../../shared/module-result.ts'

/** The engine's category values, as words on screen. */
export const CATEGORY_LABELS: Readonly<Record<Category, string>> = {
  social: 'Social',
  coding: 'Developers',
  gaming: 'Gaming',
  music: 'Music',
  art: 'Art & photos',
  video: 'Video',
  blogging: 'Blogging',
  forums: 'Forums',
  business: 'Business',
  finance: 'Finance',
  dating: 'Dating',
  shopping: 'Shopping',
  education: 'Learning',
  news: 'News',
  travel: 'Travel',
  hobby: 'Hobbies',
  tech: 'Tech',
  messaging: 'Messaging',
  email: 'Email',
  phone: 'Phone',
  identity: 'Identity',
  breach: 'Data breaches',
  whois: 'Domain records',
  adult: 'Adult',
  other: 'Other',
}

export const categoryLabel = (category: string | undefined): string =>
  (category && CATEGORY_LABELS[category as Category]) || 'Other'

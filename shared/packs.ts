/** SPEC 9's credit packs: one-time payments. The server's copy of prices is the only one that counts. */
export interface Pack {
  id: PackId
  name: string
  description: string
  /** Price in US cents. */
  amountCents: number
  credits: number
  badge: string | null
  note: string | null
}

export type PackId = 'snoop-1' | 'snoop-6' | 'snoop-15' | 'snoop-40' | 'snoop-100'

export const PACKS: readonly Pack[] = [
  {
    id: 'snoop-1',
    name: 'Quick Peek',
    description: 'One search to scratch that itch.',
    amountCents: 300,
    credits: 1,
    badge: null,
    note: null,
  },
  {
    id: 'snoop-6',
    name: 'Casual Snoop',
    description: 'A handful of searches for the curious.',
    amountCents: 1000,
    credits: 6,
    badge: null,
    note: null,
  },
  {
    id: 'snoop-15',
    name: 'Detective',
    description: 'Enough to check the whole group chat.',
    amountCents: 2000,
    credits: 15,
    badge: 'POPULAR',
    note: 'Save $25',
  },
  {
    id: 'snoop-40',
    name: 'Private Eye',
    description: 'For the seriously nosy.',
    amountCents: 5000,
    credits: 40,
    badge: 'SHERLOCK MODE',
    note: 'Save $70',
  },
  {
    id: 'snoop-100',
    name: 'Agency',
    description: 'Leave no username unturned.',
    amountCents: 10000,
    credits: 100,
    badge: 'FBI LEVEL',
    note: 'Save $200+',
  },
]

export const findPack = (id: unknown): Pack | undefined => PACKS.find((p) => p.id === id)

/** 'Get 1 Snoop', 'Get 6 Snoops'. */
export const buyLabel = (credits: number) => `Get ${credits} ${credits === 1 ? 'Snoop' : 'Snoops'}`

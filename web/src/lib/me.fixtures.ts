/** What /api/me answers for a signed-in user, with a balance when the test counts credits. */
export const signedInMe = (credits?: number) => ({
  user: {
    id: 'u1',
    email: 'a@example.com',
    created_at: '2026-01-01T00:00:00.000Z',
    user_metadata: { full_name: null, name: null, given_name: null },
  },
  ...(credits === undefined ? {} : { credits }),
})

/** What a person is told while the server cannot reach its database; nothing was lost. */
export const SERVICE_UNAVAILABLE_MESSAGE =
  'SnoopLens is briefly unavailable. Nothing is lost: please try again in a moment.'

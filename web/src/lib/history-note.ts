/**
 * What is kept, where and until when: the landing page and History say it in these words.
 * (Its own file: the landing page must not load the history code and its schema library.)
 */
export const HISTORY_NOTE =
  'Our servers never store a search: it lives in memory while it runs and for 5 minutes after. Finished reports are kept in this browser only, until you sign out or press Clear history.'

// The studio's words. The studio is read by operators, not players, so these are not brand text keys (like the
// widget gallery's); they stand in one place so they can become keys when the studio is translated.
export const CONDITION_KINDS = {
  signedIn: 'Is signed in',
  setting: 'A setting is on',
  equals: 'A value equals',
  all: 'All of',
  any: 'Any of',
  raw: 'Raw expression',
} as const;

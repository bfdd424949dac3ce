// The slug rule of spec 5 lives in the front end (src/lobby/slug.ts); the seed's game, provider and
// category slugs use the same function so the two can never disagree.
export { slugify } from '../../../src/lobby/slug';

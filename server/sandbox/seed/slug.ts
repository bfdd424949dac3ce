// The slug rule of spec 5: lowercase; spaces and underscores become hyphens; other characters are
// removed; repeated hyphens are collapsed. Game and category slugs of the seed follow it, so a slug
// the front end computes from a name finds the sandbox's game.
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-');
}

// spec 5 Slug rule: lowercase; spaces and underscores become hyphens; other characters are removed;
// repeated hyphens are collapsed. One place for the rule: the sandbox seed (server/sandbox/seed/slug.ts)
// uses it too, so a slug the front end computes from a name finds the sandbox's game or category.
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\s_]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-');
}

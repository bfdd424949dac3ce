// Operator roles (issue 27 item 1): each role may do what the ones below it may.
//   viewer     reads brands, documents, versions and diffs
//   editor     + validates and saves drafts, uploads assets
//   publisher  + publishes, promotes and rolls back
//   admin      + manages operators and reads the audit log
export const ROLES = ['viewer', 'editor', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Whether `role` may do what `needed` may. */
export const roleAtLeast = (role: Role, needed: Role): boolean => ROLES.indexOf(role) >= ROLES.indexOf(needed);

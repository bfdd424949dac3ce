// One reading of a request's Cookie header for the site and the sandbox (locale, preview, test scopes).

/** The value of the cookie `name` in a Cookie header (the first one sent), or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

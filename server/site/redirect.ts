// Where a redirect built from the request's own address may send the browser: this site only (security review
// N2). A Location of `//evil.example/` or `/\evil.example/` is read by browsers as another host (a backslash is
// a slash in http(s) addresses), so the path is made to start with exactly one '/' followed by neither '/' nor
// '\'. Tab, CR and LF are dropped by a browser's URL parser wherever they are, so they cannot hide a second
// slash; %2F and %5C are taken off the start too, since a proxy that decodes the path would read them as slashes.
// An absolute-form request target (`GET http://evil.example/ HTTP/1.1`) becomes a path of this site as well.

/** The request target (path and query) as a same-site path for a Location header. */
export function sameSitePath(url: string): string {
  const visible = url.replace(/[\t\n\r]/g, '');
  return `/${visible.replace(/^(?:[/\\]|%2f|%5c)+/i, '')}`;
}

// Which paths the routes document knows, so the server answers unknown paths with status 404
// (the 404 page still renders in the browser). Same matching as react-router: case-insensitive,
// :param matches one segment, a trailing slash is ignored.
export function routeMatcher(paths: string[]): (pathname: string) => boolean {
  const patterns = paths.map((path) => {
    const source = path
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    return new RegExp(`^${source}/?$`, 'i');
  });
  return (pathname) => patterns.some((re) => re.test(pathname === '' ? '/' : pathname));
}

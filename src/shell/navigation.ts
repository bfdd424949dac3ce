// Navigation from outside React (a 403 on any call, identity's redirects, sign-out): the running router's
// navigate, once the app has mounted; a request made before that waits for it.
export interface Navigation {
  navigate(href: string): void;
  /** The router's navigate (src/shell/Runtime.tsx attaches it); returns the detach. */
  attach(navigate: (href: string) => void): () => void;
}

export function createNavigation(): Navigation {
  let current: ((href: string) => void) | null = null;
  let pending: string | null = null;
  return {
    navigate(href) {
      if (current) current(href);
      else pending = href;
    },
    attach(navigate) {
      current = navigate;
      if (pending !== null) {
        const href = pending;
        pending = null;
        navigate(href);
      }
      return () => { if (current === navigate) current = null; };
    },
  };
}

// Security headers for every answer. The site runs without 'unsafe-eval': validators are
// precompiled and expressions are interpreted. Styles allow inline because Chakra (emotion) injects
// style elements at run time.
export function contentSecurityPolicy(extraConnect: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${extraConnect.join(' ')}`.trim(),
    "frame-src 'self' https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(extraConnect: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(extraConnect),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  };
}

// spec 3 App settings reCaptchaSiteKey (issue 15): with a site key, the login and sign-up forms send a
// reCAPTCHA v3 token (login's recaptchaToken; the sign-up payload's recaptchaToken, ours, since the spec's
// sign-up `token` is the affiliate token). The script's address is a setting of ours, reCaptchaScriptUrl
// (default Google's); the sandbox serves a stand-in at /api/sandbox/captcha.js, so tests never load Google's.
// The rules are pure; loadCaptchaToken runs in the browser only, from an action.

export const DEFAULT_CAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

type Settings = Record<string, unknown>;

/** The site key when reCAPTCHA is on, else null. */
export const captchaSiteKey = (settings: Settings): string | null =>
  (typeof settings.reCaptchaSiteKey === 'string' && settings.reCaptchaSiteKey.trim() ? settings.reCaptchaSiteKey.trim() : null);

/**
 * The script to load, with the site key as its render parameter (v3), or null when reCAPTCHA is off or the
 * configured address is neither an https URL nor a path of this site (a mistake never loads a script from
 * http: or javascript:).
 */
export function captchaScriptUrl(settings: Settings): string | null {
  const siteKey = captchaSiteKey(settings);
  if (!siteKey) return null;
  const configured = typeof settings.reCaptchaScriptUrl === 'string' && settings.reCaptchaScriptUrl.trim() ? settings.reCaptchaScriptUrl.trim() : DEFAULT_CAPTCHA_SCRIPT;
  const sitePath = /^\/(?![/\\])/.test(configured);
  if (!sitePath && !/^https:\/\//i.test(configured)) return null;
  let url: URL;
  try {
    url = new URL(configured, 'https://site.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  url.searchParams.set('render', siteKey);
  return sitePath ? `${url.pathname}${url.search}` : url.href;
}

/**
 * The origin the page's Content-Security-Policy must allow for the script (null: none, or this site's own); the
 * site's policy builder takes it as an input (server/site/security.ts contentSecurityPolicy, captchaOrigin).
 */
export function captchaScriptOrigin(settings: Settings): string | null {
  const src = captchaScriptUrl(settings);
  return src && /^https:\/\//.test(src) ? new URL(src).origin : null;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

let loading: Promise<Grecaptcha> | null = null;

function loadScript(src: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const g = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) resolve(g);
      else reject(new Error('the captcha script defined no grecaptcha'));
    };
    script.onerror = () => reject(new Error('the captcha script did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // the next try loads it again
    throw error;
  });
  return loading;
}

/** A fresh token for one login or sign-up, or undefined when reCAPTCHA is off. Rejects when none can be had. */
export async function loadCaptchaToken(settings: Settings, action: 'login' | 'signup'): Promise<string | undefined> {
  const siteKey = captchaSiteKey(settings);
  const src = captchaScriptUrl(settings);
  if (!siteKey) return undefined;
  if (!src) throw new Error('settings.reCaptchaScriptUrl is not an https URL or a path of this site');
  const grecaptcha = await loadScript(src);
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

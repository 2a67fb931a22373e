/**
 * Which image addresses a gallery document may name: an `https:` URL or a path on the site, never
 * another scheme or a path that leaves the site. Used by the document schema (./schema.ts).
 */

/** The name of the scheme of a URL-like string, for messages ("javascript:", "data:"). */
function schemeOf(value: string): string | undefined {
  return /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
}

/**
 * Why an image URL is refused, or undefined when it is allowed. Allowed: absolute `https:` URLs
 * with a host and no embedded user name, and site-relative paths (`/gallery/a.jpg`). Refused:
 * every other scheme (javascript:, data:, http:), protocol-relative `//host/...` and `/\host`
 * (browsers treat both as another site), relative paths without the leading slash (they would
 * resolve against the page's own path), and whitespace or control characters.
 */
export function imageUrlProblem(value: string): string | undefined {
  if (value.length === 0) return 'must not be empty';
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return 'must not contain spaces or control characters';
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.startsWith('/\\')) {
      return 'must not start with // or /\\ (that points at another site); use https:// or a path like /gallery/photo.jpg';
    }
    return undefined;
  }
  const scheme = schemeOf(value);
  if (scheme === undefined) {
    return 'must be an https: URL or a site-relative path starting with / (like /gallery/photo.jpg)';
  }
  if (scheme !== 'https') {
    return `must be an https: URL or a site-relative path starting with /, not a ${scheme}: URL`;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid https: URL';
  }
  if (!url.hostname) return 'is not a valid https: URL (no host)';
  if (url.username || url.password) return 'must not contain a user name or password';
  return undefined;
}

/** True when `value` may be used as an image source on the site. */
export function isAllowedImageUrl(value: string): boolean {
  return imageUrlProblem(value) === undefined;
}

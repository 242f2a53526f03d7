import { monitoringUrl } from './monitoring-settings';
import { isSensitiveKey } from './sensitive-fields';

const BASE = 'http://webreg.invalid';

/**
 * An address as analytics and monitoring may record it: the reset link's last segment is
 * REDACTED (spec section 2) and so is every query value under a sensitive name (phoneNumber
 * after a failed user load, legacyAccessToken on /lta-redirect, authToken, accessToken...).
 */
export function redactUrl(url: string): string {
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(monitoringUrl(url), BASE);
  } catch {
    return 'REDACTED';
  }
  for (const name of [...new Set(parsed.searchParams.keys())]) {
    if (isSensitiveKey(name)) parsed.searchParams.set(name, 'REDACTED');
  }
  const href = parsed.href.replaceAll('%2F', '/');
  return relative ? href.slice(BASE.length) : href;
}

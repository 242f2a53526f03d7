import {
  CLIENT_CONFIG_META,
  type ClientConfig,
  parseClientConfig,
} from '../../vocabulary/client-config';

let cached: ClientConfig | undefined;

/**
 * The page's config, read once from the meta tag. The build-time prerender of the first screen
 * has no page: it gets the defaults, uncached, so the browser still reads its own.
 */
export function clientConfig(doc: Document | undefined = globalThis.document): ClientConfig {
  if (!doc) return parseClientConfig(undefined);
  cached ??= parseClientConfig(
    doc.querySelector(`meta[name="${CLIENT_CONFIG_META}"]`)?.getAttribute('content'),
  );
  return cached;
}

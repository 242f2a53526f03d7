import { CLIENT_CONFIG_META, type ClientConfig, parseClientConfig } from '../rules/client-config';

let cached: ClientConfig | undefined;

/** The page's config, read once from the meta tag. */
export function clientConfig(doc: Document = document): ClientConfig {
  cached ??= parseClientConfig(
    doc.querySelector(`meta[name="${CLIENT_CONFIG_META}"]`)?.getAttribute('content'),
  );
  return cached;
}

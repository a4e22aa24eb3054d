import { PUBLIC_CONFIG_META, type PublicConfig } from '../../shared/public-config';

/**
 * The settings the server wrote into this page (decision 256). A page served by the service
 * worker, or by the development server, has none: those ask /api/config.
 */
export function configInPage(): PublicConfig | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document
    .querySelector(`meta[name="${PUBLIC_CONFIG_META}"]`)
    ?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as PublicConfig;
  } catch {
    return undefined;
  }
}

import * as oidc from 'openid-client';
import { authError } from '../auth-error';
import type { OidcProviderSetting } from './oidc-settings';

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The configured providers, each discovered on first use (its discovery document names the
 * endpoints and the keys), and asked again after a failure. ID tokens are checked against
 * the provider's keys (JWKS), not only trusted because they came over TLS (decision 122).
 */
export class OidcProviders {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly settings: OidcProviderSetting[]) {}

  list(): { id: string; name: string }[] {
    return this.settings.map(({ id, name }) => ({ id, name }));
  }

  setting(id: string): OidcProviderSetting {
    const setting = this.settings.find((provider) => provider.id === id);
    if (!setting) throw authError('unknown-provider');
    return setting;
  }

  configuration(id: string): Promise<oidc.Configuration> {
    const setting = this.setting(id);
    let configuration = this.configurations.get(id);
    if (!configuration) {
      configuration = discover(setting).catch((error: unknown) => {
        this.configurations.delete(id);
        throw error;
      });
      this.configurations.set(id, configuration);
    }
    return configuration;
  }
}

async function discover(setting: OidcProviderSetting): Promise<oidc.Configuration> {
  const issuer = new URL(setting.issuer);
  // Plain http is only accepted when the operator configured an http issuer (a local provider).
  const insecure = issuer.protocol === 'http:';
  const configuration = await oidc.discovery(
    issuer,
    setting.clientId,
    undefined,
    setting.clientSecret === undefined ? oidc.None() : oidc.ClientSecretPost(setting.clientSecret),
    {
      timeout: DISCOVERY_TIMEOUT_SECONDS,
      execute: [oidc.enableNonRepudiationChecks, ...(insecure ? [oidc.allowInsecureRequests] : [])],
    },
  );
  return configuration;
}

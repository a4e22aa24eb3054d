/** The instance settings the server hands to the browser at start-up. */
export interface PublicConfig {
  projectId: string | null;
  appId: string | null;
  authDomain: string | null;
  botCheckSiteKey: string | null;
}

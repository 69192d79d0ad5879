/**
 * Defaults for CRM, contact and login integration, Teams. Every value comes from the fact base.
 * The Teams presence version is `teams-presence-since` (user module).
 */
import type {DefaultValue} from './types';

export default {
  /**
   * The PBX's SAML endpoint on a tenant's DNS name: the identity provider's Entity ID (Identifier)
   * and its ACS (Reply/callback) URL are both `https://<tenant DNS name>` + this path.
   */
  'saml-login-path': {code: '/rest/system/samllogin'},
  /** The version from which the Integrations Framework is available. */
  'integrations-framework-version': {text: {en: '69', de: '69'}},
} as const satisfies Record<string, DefaultValue>;

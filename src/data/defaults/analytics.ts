/** Defaults for Integrations (Google, Slack, WhatsApp), hotel PMS, Analytics dashboards. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** The lowest PBX version that {product} Analytics and {product} Wallboards work with. */
  'analytics-min-pbx-version': {text: {en: '69', de: '69'}},
  /** The CDR URL target that feeds {product} Analytics (HTTPS; `webcdr://` would be plain HTTP). */
  'analytics-cdr-url': {code: 'webcdrs://<analytics-domain>/cdr'},
  /** How long a new entry on the Analytics IP Whitelist can take to become active. */
  'analytics-whitelist-delay': {text: {en: 'up to 60 seconds', de: 'bis zu 60 Sekunden'}},
  /** Recording format on Admin › System › Recording/CDR ("Compress recordings") for per-party transcripts. */
  'analytics-recording-format': {text: {en: 'Linear Stereo', de: 'Linear Stereo'}},
  /** Validity of the temporary password of a new Analytics user (and of a Wallboards invitation link). */
  'analytics-temp-password-validity': {text: {en: '24 hours', de: '24 Stunden'}},
  /** The "Waiting" card of the Analytics Live view changes colour at these values. */
  'analytics-waiting-thresholds': {text: {en: 'orange above 2, red above 5', de: 'orange über 2, rot über 5'}},
  /** Port of a PBX in {product} Wallboards (PBX Connections); the Analytics Live Connection typically uses it too. */
  'wallboards-pbx-port': {code: '443'},
  /** The address of a published wallboard in display mode; the token does not expire. */
  'wallboards-display-url': {code: 'https://<your-domain>/display/{token}'},
} as const satisfies Record<string, DefaultValue>;

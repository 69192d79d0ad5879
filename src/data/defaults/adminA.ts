/** Defaults for Admin level, first half of the section. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** Step of the TOTP codes of the two-factor token management: a new code every 30 seconds. */
  'totp-step': {text: {en: '30 seconds', de: '30 Sekunden'}},
  /** Upgrades from versions before this one do not refresh the Root CA list; press Reset on the certificates page. */
  'root-ca-reset-before': {code: '69.3.2'},
  /** "Password Strength": the score a password needs for "Medium Security" and "High Security". */
  'password-score-medium': {code: '120'},
  'password-score-high': {code: '200'},
  /** Log levels in the log view (Status › Logfile): 0 is the most important, 9 is debug. */
  'log-level-range': {text: {en: '0 (most important) to 9 (debug)', de: '0 (am wichtigsten) bis 9 (Debug)'}},
} as const satisfies Record<string, DefaultValue>;

/** Defaults for API. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** How soon the browser must redeem the token of the third-party login (`POST /rest/system/session`). */
  'third-party-token-window': {text: {en: '10 seconds', de: '10 Sekunden'}},
  /** The cookie that carries a REST session (older login method; `session=<key>`). */
  'session-cookie': {code: 'session'},
  /** The first version the product's REST examples are stated for. */
  'rest-api-version': {text: {en: 'version 58.0 and later', de: 'Version 58.0 und später'}},
} as const satisfies Record<string, DefaultValue>;

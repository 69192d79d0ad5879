/** Defaults for Getting started (administrator guide). Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /**
   * How long the session token a successful web login sets stays valid, as the newer login page
   * words it. The (older) security page gives "Web Session Timeout" 3600 s instead; pages that
   * use this value say that the lifetime is configurable.
   */
  'session-token-lifetime': {text: {en: 'typically 30 days', de: 'in der Regel 30 Tage'}},
} as const satisfies Record<string, DefaultValue>;

/** Defaults for Accounts and Call queues. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /**
   * What separates several numbers of one account (internal numbers and DIDs) in the
   * "Account number(s)" field of the current versions. Version 67 and below use a space.
   */
  'account-number-separator': {code: ';'},
  /** The same field in version 67 and below. */
  'account-number-separator-v67': {text: {en: 'a space', de: 'ein Leerzeichen'}},
} as const satisfies Record<string, DefaultValue>;

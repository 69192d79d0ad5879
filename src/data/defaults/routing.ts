/** Defaults for Trunks, Dial plans, Star codes and SMS. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** The tenant's list of emergency numbers: blank on a new tenant, not even 911 is preset. */
  'emergency-numbers': {
    text: {en: 'empty (no number is preset, not even 911)', de: 'leer (keine Nummer ist voreingestellt, auch nicht 911)'},
  },
  /** `Period` column of a trunk rate table when a row leaves it out. */
  'trunk-rate-period': {text: {en: '60 seconds', de: '60 Sekunden'}},
  /** "URL prefix for receiving messages" on the system's messaging settings. */
  'sms-receive-prefix': {code: 'recvsms'},
} as const satisfies Record<string, DefaultValue>;

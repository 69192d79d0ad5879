/** Defaults for Recordings and CDR, Call transcription, Click-2-dial, Backup and debug. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** "Keep CDR Duration" on Admin › System › Recording/CDR: how long CDRs stay on disk. */
  'cdr-keep-duration': {text: {en: '7 days', de: '7 Tage'}},
  /** "Default CDR listing size" on Admin › System › Recording/CDR: CDRs the web interface lists. */
  'cdr-listing-size': {text: {en: '30 records', de: '30 Datensätze'}},
} as const satisfies Record<string, DefaultValue>;

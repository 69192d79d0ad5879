/** Defaults for Admin level, second half of the section. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** Base of the product's enterprise OIDs; the values are `.1` … `.22` below it (SNMP page). */
  'snmp-oid-base': {code: '1.3.6.1.4.1.25060.1'},
  /** The audio format of system audio files, music on hold files and prompts (WAV, 8 kHz, mono, 16-bit). */
  'system-audio-format': {
    text: {en: 'WAV, 8 kHz, mono, 16-bit signed PCM', de: 'WAV, 8 kHz, mono, 16 Bit PCM mit Vorzeichen'},
  },
} as const satisfies Record<string, DefaultValue>;

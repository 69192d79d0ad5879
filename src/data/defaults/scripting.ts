/** Defaults for IVR JavaScript examples, Useful scripts, Setup examples. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** The first version the AI (Voice Agents) examples of JavaScript IVR nodes run on (OpenAI Realtime demo, Nov 2024). */
  'ivr-js-ai-min-version': {text: {en: '69.5.3', de: '69.5.3'}},
  /** The template that held the product's AI demo code for IVR nodes. */
  'ivr-js-template': {code: 'ivrnode.js'},
  /** Default path of the tenant's OpenAI webhook (changeable on both sides). */
  'openai-webhook-path': {code: '/openai'},
  /** Dial plan pattern (empty replacement) that sends a script's call to the OpenAI trunk. */
  'openai-dial-pattern': {code: 'openai'},
  /** Default column line of the CSV import of accounts (semicolon-separated). */
  'csv-import-columns': {code: '#alias;first_name;last_name;position;cell;email;mac;mb_pin;web_pass;password'},
  /** The PBX version {product} Monitor needs. */
  'monitor-min-pbx-version': {text: {en: '69', de: '69'}},
} as const satisfies Record<string, DefaultValue>;

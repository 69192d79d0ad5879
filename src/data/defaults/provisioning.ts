/** Defaults for Provisioning. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** "Duration for keeping provisioning open" on the Plug and Play Settings page: the pairing window. */
  'pnp-pairing-window': {text: {en: '5 minutes', de: '5 Minuten'}},
  /** The folder "Write PnP generated files" writes to when set to the file system (one sub-directory per tenant and extension). */
  'pnp-generated-folder': {code: 'generated'},
} as const satisfies Record<string, DefaultValue>;

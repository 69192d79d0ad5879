/** Defaults for Tenant level. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {
  /** The file a whole tenant is exported to, and the file "Create from file" takes as a template. */
  'tenant-archive-format': {code: '.tar'},
  /** The spam score the PBX obtains for an inbound call: 0 = certainly not spam, 100 = certainly spam. */
  'spam-score-range': {
    text: {en: '0 (certainly not spam) to 100 (certainly spam)', de: '0 (sicher kein Spam) bis 100 (sicher Spam)'},
  },
  /** "DMM (three-character device identification provided)" on the hospitality page: the value to set. */
  'tenant-pms-dmm': {code: '302'},
} as const satisfies Record<string, DefaultValue>;

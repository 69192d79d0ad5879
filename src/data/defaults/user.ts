/** Defaults for the softphone user guide. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {} as const satisfies Record<string, DefaultValue>;

/** Defaults for IVR JavaScript examples, Useful scripts, Setup examples. Every value comes from the fact base. */
import type {DefaultValue} from './types';

export default {} as const satisfies Record<string, DefaultValue>;

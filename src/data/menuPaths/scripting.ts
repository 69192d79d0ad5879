/** Menu paths for IVR JavaScript examples, Useful scripts, Setup examples. Only paths the fact base gives, verbatim. */
export default {} as const satisfies Record<string, readonly string[]>;

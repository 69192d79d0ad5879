/** Menu paths for Installation. Only paths the fact base gives, verbatim. */
export default {} as const satisfies Record<string, readonly string[]>;

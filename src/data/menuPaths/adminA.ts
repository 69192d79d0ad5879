/** Menu paths for Admin level, first half of the section. Only paths the fact base gives, verbatim. */
export default {} as const satisfies Record<string, readonly string[]>;

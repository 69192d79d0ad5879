/** Menu paths for CRM, contact and login integration, Teams. Only paths the fact base gives, verbatim. */
export default {} as const satisfies Record<string, readonly string[]>;

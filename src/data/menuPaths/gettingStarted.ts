/**
 * Menu paths for Getting started (administrator guide). Only paths the fact base gives, verbatim.
 * The Getting started pages use the paths of the areas that own them (system, accounts,
 * routing, tenants); none of their own is needed.
 */
export default {} as const satisfies Record<string, readonly string[]>;

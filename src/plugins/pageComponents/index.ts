/**
 * Components a page uses without importing them, loaded only by the pages that use them.
 *
 * Registering a component in src/theme/MDXComponents puts its code (and its data) into the
 * chunk every doc page loads. The few components nearly every page uses stay there (MenuPath,
 * Default, StarCode, SinceVersion); the others are listed here, and the remark plugin below
 * adds `import X from '@site/src/components/X'` to each page that uses `<X>`, so each lands in
 * that page's chunk. Writers still just write `<X … />`.
 */
export const PAGE_COMPONENTS = [
  'AccountTypes',
  'ApiOperation',
  'CdrFields',
  'DialPatternTester',
  'DialPlanSimulator',
  'FirewallRules',
  'MicrosoftIntegrations',
  'NetworkPlanner',
  'PhoneVendorTable',
  'PortsTable',
  'ProvisioningHelper',
  'QueueStrategies',
  'ReleaseHub',
  'ReleaseNotes',
  'SizingTable',
  'StarCodeTable',
  'SupportedPlatforms',
] as const;

export type PageComponent = (typeof PAGE_COMPONENTS)[number];

/** The module a page component is imported from. */
export const componentModule = (name: PageComponent): string => `@site/src/components/${name}`;

/**
 * The pages the site foundation delivers ahead of their sections (slugs with `{product}`):
 * the content check requires them and the browser tests visit them.
 */
export const FOUNDATION_PAGES = [
  '{product}-pbx-documentation',
  'login',
  'softphone',
  'extensions',
  'trunk-overview',
  'call-queues',
  'ivr-javascript',
  'android-app',
  '{product}ports',
  '{product}-app',
  'ivrnodes-ext-app',
] as const;

/**
 * Where the project's page plan (page-plan.tsv) departs from the specification's pages.tsv:
 * rows dropped because the product has no such feature, rows merged into a neighbour (whose
 * slug then answers with a redirect to the page that took the topic in), and rows added for
 * pages the product needs that the plan lacks. Titles may follow the product's own naming in
 * any row; slugs, sidebars and sections never change. A unit test checks the plan against the
 * specification with these lists.
 */
export type Merged = {
  /** The slug (with `{product}`) of the page that took the topic in. */
  into: string;
  reason: string;
};

/** Planned pages folded into a neighbour: slug → where the topic lives now. */
export const MERGED: Readonly<Record<string, Merged>> = {
  'tenant-email-templates': {
    into: 'tenant-settings',
    reason: 'the fact base has no tenant email templates; the tenant settings page lists the emails a tenant sends',
  },
  'trunk-stir-shaken': {
    into: 'trunk-caller-id',
    reason: 'no source for STIR/SHAKEN in the product; the caller ID page covers attestation in general terms',
  },
  'sms-10dlc': {
    into: 'sms-providers',
    reason: 'no source for 10DLC in the product; the providers page covers the registration in general terms',
  },
  'transcription-providers': {
    into: 'call-transcription',
    reason: 'the only provider facts are the analytics app’s local recognition and optional summaries',
  },
  'voicemail-transcription': {
    into: 'call-transcription',
    reason: 'no source for voicemail transcription; the call transcription page says so and shows the email route',
  },
  '{product}-io-signup': {
    into: '{product}-io',
    reason: 'the fact base has no sign-up process; the cloud page says how a provider-hosted PBX is ordered',
  },
  'yealink-dect': {
    into: 'yealink-provisioning',
    reason: 'no source for Yealink DECT in the product; the general DECT facts fit one section of the Yealink page',
  },
  'snom-dect': {
    into: 'snom-provisioning',
    reason: 'only an older note and the vendor’s own DECT behaviour; one section of the Snom page',
  },
  hubspot: {
    into: 'custom-crm',
    reason: 'no connector in the fact base; the custom CRM page shows the route through the Integrations Framework, Action URL and CDR URL',
  },
  zoho: {
    into: 'custom-crm',
    reason: 'no connector in the fact base; the custom CRM page shows the route through the Integrations Framework, Action URL and CDR URL',
  },
  pipedrive: {
    into: 'custom-crm',
    reason: 'no connector in the fact base; the custom CRM page shows the route through the Integrations Framework, Action URL and CDR URL',
  },
  freshdesk: {
    into: 'custom-crm',
    reason: 'no connector in the fact base; the custom CRM page shows the route through the Integrations Framework, Action URL and CDR URL',
  },
  'softphone-screen-sharing': {
    into: 'softphone-video',
    reason: 'no source for screen sharing; the video page says what exists and what to use instead',
  },
  'release-notes-5-6': {into: 'release-notes', reason: 'nothing is known of a 5.6 release; the hub says so'},
  'release-notes-5-4-1': {into: 'release-notes', reason: 'nothing is known of 5.4.1; the hub says so'},
  'ivr-js-business-hours': {
    into: 'ivr-javascript',
    reason: 'scripts have no documented date or time functions; business hours are service flags, which the JavaScript IVR page explains',
  },
  'branding-apps': {
    into: 'custom-branding',
    reason: 'the fact base knows only the public apps’ names; the branding overview says what can be branded',
  },
};

/** Planned pages dropped because the product has no such feature: slug → reason. */
export const DROPPED: Readonly<Record<string, string>> = {
  'softphone-keyboard-shortcuts': 'the product documents no keyboard shortcuts',
};

/** Pages the plan gains (their rows are in page-plan.tsv): slug → reason. */
export const ADDED: Readonly<Record<string, string>> = {
  'release-notes-70': 'version 70 is the product’s current version; the plan stops at 69 (its “6.9”)',
};

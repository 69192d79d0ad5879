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
};

/** Planned pages dropped because the product has no such feature: slug → reason. */
export const DROPPED: Readonly<Record<string, string>> = {};

/** Pages the plan gains (their rows are in page-plan.tsv): slug → reason. */
export const ADDED: Readonly<Record<string, string>> = {};

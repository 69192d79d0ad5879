/**
 * The releases the release notes cover, newest first. The home page shows the newest;
 * the release-notes index and the legacy `/doc/releasenotesNNN` redirects read this list.
 */
import type {Localized} from './types';

export type Release = {
  /** Version as shown, e.g. `6.9` or `5.4.1`. */
  version: string;
  /** Release month, `YYYY-MM`. */
  released: string;
  /** Slug of the release notes page (without `/docs/`). */
  slug: string;
  headline: Localized;
};

export const releases: readonly Release[] = [
  {
    version: '6.9',
    released: '2026-09',
    slug: 'release-notes-6-9',
    headline: {
      en: 'Queue callbacks keep their place in line, DNS-01 certificates for wildcard tenants, STIR/SHAKEN attestation in CDRs',
      de: 'Rückrufe aus der Warteschlange behalten ihren Platz, DNS-01-Zertifikate für Wildcard-Mandanten, STIR/SHAKEN-Attestierung in den CDRs',
    },
  },
];

export const latestRelease: Release = releases[0]!;

/**
 * A new announcement must show even to readers who dismissed the previous one.
 *
 * Docusaurus' inline script hides the bar before hydration when the *dismissed* flag is set,
 * without looking at the announcement's id; after hydration the theme notices the new id and
 * clears the flag, but the `data-announcement-bar-initially-dismissed` attribute still hides
 * the bar until the next page load. This module clears the attribute when the stored id is
 * not the configured one.
 */
import siteConfig from '@generated/docusaurus.config';

type AnnouncementConfig = {id?: string} | undefined;

export function shouldReveal(storedId: string | null, configuredId: string | undefined): boolean {
  return configuredId !== undefined && storedId !== null && storedId !== configuredId;
}

if (typeof window !== 'undefined') {
  const configured = (siteConfig.themeConfig as {announcementBar?: AnnouncementConfig}).announcementBar?.id;
  let storedId: string | null = null;
  try {
    storedId = window.localStorage.getItem('docusaurus.announcement.id');
  } catch {
    // Blocked storage: nothing was dismissed, nothing to reveal.
  }
  if (shouldReveal(storedId, configured)) {
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }
}

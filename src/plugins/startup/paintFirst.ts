/**
 * Paint first, then start the app. Docusaurus's scripts are deferred: the browser runs them as
 * soon as the page is parsed, and on a phone that often comes before its first paint, so that
 * the reader looks at a blank page while main.js is evaluated and the page hydrates (a few
 * hundred milliseconds on a mid-range phone). Here each deferred script becomes a preload of
 * the same URL, so the downloads still start while the HTML is parsed, and a small inline
 * script at the end of the body runs them, in their order, once the page has been painted
 * (at once in a tab that is not visible, where nothing is painted).
 *
 * The inline script is the same on every page, so the Content-Security-Policy allows it by one
 * hash (scripts/postbuild.ts hashes the pages' inline scripts).
 */

/** Marks the preloads the loader runs (and only those). */
export const START_ATTRIBUTE = 'data-start';

/**
 * Runs the marked preloads as scripts, in document order (`async = false` keeps the order of
 * inserted scripts), once the page has been painted and shown: after the browser reports its
 * first contentful paint (a paint timing entry, which comes when the frame is on the screen) and
 * two more animation frames, the second of which comes after the frame with the whole page
 * (this script is its last element). Browsers without paint timing wait for the two frames
 * only; a page that reports no paint starts after three seconds; a hidden tab starts at once.
 */
export const START_SCRIPT = `<script>!function(){var d=document,w=window,s=0;function g(){if(s)return;s=1;d.querySelectorAll("link[${START_ATTRIBUTE}]").forEach(function(l){var e=d.createElement("script");e.src=l.getAttribute("href");e.async=!1;d.head.appendChild(e)})}function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})})}if("hidden"===d.visibilityState)return g();var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),f())});o.observe({type:"paint",buffered:!0});setTimeout(g,3e3)}else f()}()</script>`;

const DEFERRED_SCRIPT = /<script src=(["']?)([^"' >]+)\1 defer><\/script>/g;

/** The page with its deferred scripts started after the first paint; unchanged if it has none. */
export function paintFirst(html: string): string {
  if (html.includes(START_SCRIPT) || !html.includes('</body>') || !new RegExp(DEFERRED_SCRIPT.source).test(html)) return html;
  const withPreloads = html.replace(
    DEFERRED_SCRIPT,
    (_tag, _quote: string, src: string) => `<link rel=preload as=script fetchpriority=low href=${src} ${START_ATTRIBUTE}>`,
  );
  const end = withPreloads.lastIndexOf('</body>');
  return withPreloads.slice(0, end) + START_SCRIPT + withPreloads.slice(end);
}

/**
 * Paint first, then start the app. Docusaurus's scripts are deferred: the browser runs them as
 * soon as the page is parsed, and on a phone that often comes before its first paint, so that
 * the reader looks at a blank page while main.js is evaluated and the page hydrates (a few
 * hundred milliseconds on a mid-range phone). Here the deferred scripts leave the head: a small
 * inline script at the end of the body carries their URLs (`data-start`) and inserts them, in
 * their order, once the page has been painted (at once in a tab that is not visible, where
 * nothing is painted).
 *
 * Their downloads start then too, not while the HTML is parsed: the first paint needs only the
 * HTML and the stylesheet, and a quarter of a megabyte of scripts downloading beside them
 * competes for a phone's bandwidth (Lighthouse counts every request that started before the
 * largest paint into its estimate of that paint).
 *
 * The inline script is the same on every page (the URLs are in its attribute, not its text), so
 * the Content-Security-Policy allows it by one hash (scripts/postbuild.ts hashes the pages'
 * inline scripts).
 */

/** The start script's attribute with the URLs of the scripts it starts, separated by spaces. */
export const START_ATTRIBUTE = 'data-start';

/**
 * Inserts the scripts named in its own `data-start` attribute, in that order (`async = false`
 * keeps the order of inserted scripts), once the page has been painted and shown: after the
 * browser reports its first contentful paint (a paint timing entry, which comes when the frame
 * is on the screen) and two more animation frames, the second of which comes after the frame
 * with the whole page (this script is its last element). Browsers without paint timing wait for
 * the two frames only; a page that reports no paint starts after three seconds; a hidden tab
 * starts at once.
 */
export const START_SCRIPT_BODY = `!function(){var d=document,w=window,c=d.currentScript,s=0;function g(){if(s)return;s=1;c.getAttribute("${START_ATTRIBUTE}").split(" ").forEach(function(u){if(!u)return;var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})}function f(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})})}if("hidden"===d.visibilityState)return g();var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){l.getEntriesByName("first-contentful-paint").length&&(o.disconnect(),f())});o.observe({type:"paint",buffered:!0});setTimeout(g,3e3)}else f()}()`;

/** The start script for these script URLs. */
function startScript(srcs: readonly string[]): string {
  return `<script ${START_ATTRIBUTE}="${srcs.join(' ')}">${START_SCRIPT_BODY}</script>`;
}

const DEFERRED_SCRIPT = /<script src=(["']?)([^"' >]+)\1 defer><\/script>/g;

/** The page with its deferred scripts started after the first paint; unchanged if it has none. */
export function paintFirst(html: string): string {
  if (html.includes(START_SCRIPT_BODY) || !html.includes('</body>')) return html;
  const srcs = [...html.matchAll(DEFERRED_SCRIPT)].map((m) => m[2]!);
  if (!srcs.length) return html;
  const without = html.replace(DEFERRED_SCRIPT, '');
  const end = without.lastIndexOf('</body>');
  return without.slice(0, end) + startScript(srcs) + without.slice(end);
}

/**
 * Prefetching within reason. Docusaurus prefetches the code of every internal link that comes
 * into view: on a doc page that is the whole visible sidebar, some 40 requests and 80 KB on a
 * first visit, and their handling competes with the page's start-up for the main thread.
 * This module turns the viewport prefetch off; the theme's preload when the pointer or a
 * finger comes onto a link (just before a click) stays.
 *
 * `window.docusaurus` is frozen, so it is replaced once the app has mounted (the first
 * onRouteDidUpdate runs in a layout effect, before any link's viewport observer reports).
 */
const noPrefetch = (): false => false;

export function onRouteDidUpdate(): void {
  if (window.docusaurus.prefetch !== noPrefetch) {
    window.docusaurus = {...window.docusaurus, prefetch: noPrefetch};
  }
}

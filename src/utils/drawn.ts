/**
 * Parts of a long page that the browser has not drawn yet (`content-visibility: auto` on the
 * text's blocks after the first few, src/css/custom.css). Reading an element's size there makes
 * the browser lay its part out at once, which is the work the rule saves while the page starts;
 * code blocks and tables measure themselves when their part is drawn instead.
 */

/** The block of the text that holds `element`: the unit the browser may skip drawing. */
function partOfText(element: Element): Element | null {
  return element.closest('.markdown > *');
}

/**
 * False for an element whose content is not drawn now: in a skipped part of the page, in a
 * hidden tab, or itself a skipped part (then its first child is not drawn). True in browsers
 * without `checkVisibility`, which draw everything.
 */
export function drawn(element: Element): boolean {
  const probe = element.firstElementChild ?? element;
  return typeof probe.checkVisibility !== 'function' || probe.checkVisibility({contentVisibilityAuto: true});
}

/** Calls `onDrawn` each time the part of the text holding `element` comes to be drawn. */
export function onPartDrawn(element: Element, onDrawn: () => void): () => void {
  const part = partOfText(element);
  const listener = (event: Event) => {
    if (!(event as Event & {skipped?: boolean}).skipped) onDrawn();
  };
  part?.addEventListener('contentvisibilityautostatechange', listener);
  return () => part?.removeEventListener('contentvisibilityautostatechange', listener);
}

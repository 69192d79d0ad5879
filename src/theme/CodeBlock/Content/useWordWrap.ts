/**
 * The theme's word-wrap state of a code block (theme-common's `useCodeWordWrap`), without
 * measuring the blocks that the browser skips while the page starts.
 *
 * The theme measures every block when it mounts (is it wider than its box? then it gets the
 * word-wrap button). A block in a part of a long page that is not drawn yet
 * (`content-visibility: auto`, src/css/custom.css) had to be laid out for that, there and
 * then: on `ivr-javascript`, 170 ms of a phone's start-up (`npm run bench:profile`) for two blocks.
 * Here such a block is measured when its part is drawn (the `contentvisibilityautostatechange`
 * event), and a block in a hidden tab when the tab shows, as in the theme. Browsers without
 * `checkVisibility` measure at once, as the theme does.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';
import {drawn, onPartDrawn} from '@site/src/utils/drawn';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

export function useWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement | null>(null);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre || !drawn(pre)) return;
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too: no scroll bar while wrapping.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  // At mount, after a toggle, and on a window resize: blocks drawn now.
  useEffect(measure, [isEnabled, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // Later: when the block's part of the page is drawn, or its tab shows.
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const offPartDrawn = onPartDrawn(pre, measure);
    const panel = pre.closest('[role="tabpanel"]');
    const tabObserver = new MutationObserver(measure);
    if (panel) tabObserver.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => {
      offPartDrawn();
      tabObserver.disconnect();
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

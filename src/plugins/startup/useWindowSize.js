/**
 * theme-common's `useWindowSize` with the first measurement, right after hydration, made as a
 * transition (as in ./browserContext.js): the switch from "ssr" to "mobile" or "desktop" then
 * renders in slices instead of one long task while the page starts. Resizing the window later
 * is an ordinary update, as in the original. Same breakpoint as the original and Infima.
 */
import {startTransition, useEffect, useState} from 'react';

const DESKTOP_BREAKPOINT = 996;

function getWindowSize(desktopBreakpoint) {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}) {
  // A constant on the first render: the server's markup must match.
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    const update = () => setWindowSize(getWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}

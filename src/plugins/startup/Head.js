/**
 * @docusaurus/Head (core's src/client/exports/Head.tsx: a Helmet of react-helmet-async) that
 * leaves the head as the server wrote it until the head has to change.
 *
 * The head of a page from the server is complete. The original Helmets join
 * react-helmet-async's list while hydration renders them, and it writes the same head again:
 * for each of a page's 15–20 Helmets it reduces the whole list and asks for an animation
 * frame, a long task right after hydration. Worse, React renders hydration in slices with
 * frames in between, so a frame often came after the site's Helmet near the root had rendered
 * and before the page's, deep in the tree: the head then lost the page's title, description
 * and OpenGraph tags until the next frame put them back.
 *
 * Here no Helmet renders in the browser until the head has to change: when the location's
 * path or query changes (a client-side navigation), or a Head's tags change (the search
 * page's title takes the query). A change of data attributes of <html> or <body> alone (core
 * sets `<html data-has-hydrated>` once hydrated) is made on the element directly. The change is seen in an effect, once the page that makes it
 * has been committed; every Head then joins in the same synchronous update
 * (useSyncExternalStore's updates are not sliced), and the head is written once, complete. A
 * Head that first renders after that renders its Helmet at once, as the original does (page
 * changes are not rendered in slices). On the server Helmet renders at once, as in the original
 * (the page's head comes from it), and in the browser a Helmet renders nothing, so hydration
 * finds the same markup either way.
 */
import React, {isValidElement, useEffect, useRef, useSyncExternalStore} from 'react';
import {Helmet} from 'react-helmet-async';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useLocation} from '@docusaurus/router';
import {sameTags} from './sameTags';

let joined = false;
const listeners = new Set();

function subscribe(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every Head renders its Helmet from now on. */
function join() {
  if (joined) return;
  joined = true;
  listeners.forEach((listener) => listener());
}

/**
 * Sets the data attributes of <html> or <body> a Head changed, when that is all it changed
 * (core's `<html data-has-hydrated>`, true once hydrated); false for other changes.
 */
function setDataAttributes(before, after) {
  const [a, b] = [before.children, after.children];
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || (a.type !== 'html' && a.type !== 'body')) return false;
  const names = [...new Set([...Object.keys(a.props), ...Object.keys(b.props)])].filter((name) => a.props[name] !== b.props[name]);
  const simple = (value) => value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
  if (!names.every((name) => /^data-[a-z0-9-]+$/.test(name) && simple(b.props[name]))) return false;
  const element = a.type === 'html' ? document.documentElement : document.body;
  for (const name of names) {
    if (b.props[name] === undefined) element.removeAttribute(name);
    else element.setAttribute(name, String(b.props[name]));
  }
  return true;
}

export default function Head(props) {
  const isJoined = useSyncExternalStore(
    subscribe,
    () => joined,
    () => false,
  );
  const {pathname, search} = useLocation();
  const first = useRef({props, place: pathname + search});
  useEffect(() => {
    if (joined) return;
    if (first.current.place !== pathname + search) {
      join();
    } else if (!sameTags(first.current.props, props)) {
      if (setDataAttributes(first.current.props, props)) first.current.props = props;
      else join();
    }
  });
  return !ExecutionEnvironment.canUseDOM || isJoined ? React.createElement(Helmet, props) : null;
}

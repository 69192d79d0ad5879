/** Comparison of the children of two renders of a Head (for ./Head.js). */
import {isValidElement} from 'react';

/** Whether two Head children (elements, arrays, props, values) write the same tags. */
export function sameTags(a, b) {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameTags(x, b[i]));
  }
  if (isValidElement(a) || isValidElement(b)) {
    return isValidElement(a) && isValidElement(b) && a.type === b.type && a.key === b.key && sameTags(a.props, b.props);
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && sameTags(a[key], b[key]));
  }
  return false;
}

/**
 * Context around a match: at most CONTEXT characters of text around the first matched word
 * (the spec's 50), every matched word in it marked.
 */
import {findMatches} from './normalize';

export const CONTEXT = 50;

export type Segment = {text: string; mark?: boolean};

export function snippet(text: string, words: string[], context = CONTEXT): Segment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return [];
  const ranges = findMatches(clean, words);
  const first = ranges[0];
  let start = 0;
  let end = Math.min(clean.length, context);
  if (first) {
    const before = Math.floor(context / 2);
    start = Math.max(0, first[0] - before);
    end = Math.min(clean.length, first[1] + context - (first[0] - start));
  }
  // Do not cut words in half.
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    if (space !== -1 && (!first || space < first[0])) start = space + 1;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > (first ? first[1] : start)) end = space;
  }
  const segments: Segment[] = [];
  if (start > 0) segments.push({text: '…'});
  let at = start;
  for (const [s, e] of ranges) {
    if (s < at || e > end) continue;
    if (s > at) segments.push({text: clean.slice(at, s)});
    segments.push({text: clean.slice(s, e), mark: true});
    at = e;
  }
  if (at < end) segments.push({text: clean.slice(at, end)});
  if (end < clean.length) segments.push({text: '…'});
  return segments;
}

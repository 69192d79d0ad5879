/**
 * Printing a page: links become numbered footnotes with their full URL, and the page's URL and
 * the date of printing go at its foot. Added on `beforeprint` and removed on `afterprint`, so
 * the screen never shows them; the layout itself is src/css/custom.css's `@media print`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const MARK = 'data-print-added';

function cleanUp(): void {
  document.querySelectorAll(`[${MARK}]`).forEach((node) => node.remove());
}

function prepare(): void {
  cleanUp();
  const content = document.querySelector('article .markdown, main .markdown') ?? document.querySelector('main');
  if (!content) return;
  const urls: string[] = [];
  for (const link of Array.from(content.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    // Anchors on the same page and the heading links carry no information on paper.
    if (href.startsWith('#') || link.classList.contains('hash-link')) continue;
    const url = link.href;
    let n = urls.indexOf(url) + 1;
    if (n === 0) n = urls.push(url);
    const sup = document.createElement('sup');
    sup.setAttribute(MARK, '');
    sup.className = 'print-footnote-ref';
    sup.textContent = `[${n}]`;
    link.after(sup);
  }
  const foot = document.createElement('footer');
  foot.setAttribute(MARK, '');
  foot.className = 'print-footnotes';
  if (urls.length > 0) {
    const list = document.createElement('ol');
    for (const url of urls) {
      const item = document.createElement('li');
      item.textContent = url;
      list.append(item);
    }
    foot.append(list);
  }
  const meta = document.createElement('p');
  meta.className = 'print-meta';
  const date = new Intl.DateTimeFormat(document.documentElement.lang || undefined, {dateStyle: 'long'}).format(new Date());
  meta.textContent = `${window.location.href.split('#')[0]} · ${date}`;
  foot.append(meta);
  content.append(foot);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('beforeprint', prepare);
  window.addEventListener('afterprint', cleanUp);
}

export {};

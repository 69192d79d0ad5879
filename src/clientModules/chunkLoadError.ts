/**
 * When the first page load cannot fetch its code (a flaky network, or a deployment that
 * replaced the hashed files), Docusaurus leaves the server-rendered page without JavaScript
 * and says nothing. This module tells the reader instead: the error text and a Retry button.
 * (Failures during client-side navigation already reload the page: Docusaurus' own behaviour.)
 */
import {translate} from '@docusaurus/Translate';
import {domButton} from '../utils/domButton';

const BANNER_ID = 'chunk-load-error';

export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return false;
  const {name, message} = reason as {name?: unknown; message?: unknown};
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w~-]+ failed/i.test(message));
}

function showBanner(reason: unknown): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'alert');
  banner.className = 'alert alert--danger chunk-load-error';
  const text = document.createElement('p');
  text.textContent = translate(
    {
      id: 'site.chunkLoadError.message',
      message: 'This page could not be loaded completely ({error}). Check your connection and try again.',
      description: 'Shown when the page code fails to download on the first visit',
    },
    {error: String(reason)},
  );
  const button = domButton(
    translate({
      id: 'theme.Loading.retry',
      message: 'Retry',
      description: 'Button that retries loading a page that failed to load',
    }),
    'button button--danger',
    () => window.location.reload(),
  );
  banner.append(text, button);
  document.body.prepend(banner);
}

if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
    if (!hydrated && isChunkLoadError(event.reason)) showBanner(event.reason);
  });
}

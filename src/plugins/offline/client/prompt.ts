/**
 * The "new version" prompt (loaded by ./register.ts only when a new build's worker waits):
 * "Reload" lets the waiting worker take over (SKIP_WAITING) and reloads the page once it
 * controls it; "Not now" closes the prompt, and the next visit offers it again.
 */
import {translate} from '@docusaurus/Translate';
import {domButton} from '../../../utils/domButton';
import type {ToWorker} from '../protocol';
import styles from './styles.module.css';

const PROMPT_ID = 'offline-update';

function reloadWith(registration: ServiceWorkerRegistration | undefined): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {once: true});
  const message: ToWorker = {type: 'SKIP_WAITING'};
  waiting.postMessage(message);
}

/** Shows the prompt (once); without a registration, "Reload" only reloads the page. */
export function showUpdatePrompt(registration: ServiceWorkerRegistration | undefined): void {
  if (document.getElementById(PROMPT_ID)) return;
  const box = document.createElement('div');
  box.id = PROMPT_ID;
  box.className = `alert alert--info ${styles.prompt}`;
  box.setAttribute('role', 'status');
  const text = document.createElement('p');
  text.className = styles.text ?? '';
  text.textContent = translate({
    id: 'offline.update.message',
    message: 'A new version of this documentation is available.',
    description: 'Shown when a new build of the site has been installed in the background',
  });
  const reload = domButton(
    translate({
      id: 'offline.update.reload',
      message: 'Reload',
      description: 'Button of the new-version prompt: switches to the new version and reloads the page',
    }),
    'button button--primary button--sm',
    (button) => {
      button.disabled = true;
      reloadWith(registration);
    },
  );
  const later = domButton(
    translate({
      id: 'offline.update.later',
      message: 'Not now',
      description: 'Button of the new-version prompt: closes it; the new version is used from the next visit',
    }),
    'button button--secondary button--outline button--sm',
    () => box.remove(),
  );
  const actions = document.createElement('div');
  actions.className = styles.actions ?? '';
  actions.append(reload, later);
  box.append(text, actions);
  document.body.append(box);
}

/**
 * The service worker's event types, which the project's DOM library does not have (its
 * `webworker` library cannot be loaded beside it). Only what src/plugins/offline/sw uses and
 * workbox's type declarations name.
 */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: ReadonlyArray<MessagePort>;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

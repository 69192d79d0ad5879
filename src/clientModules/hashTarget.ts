/**
 * A link to a heading lays its page out whole. Below its first blocks, a page is laid out only
 * near the screen (`content-visibility: auto`, src/css/custom.css), with placeholder heights: a
 * jump to a heading far down would be placed with those, and the heading would move away once
 * the blocks around it are drawn. The class says so: on a first visit an inline script in the
 * head sets it before the page is parsed (`HASH_TARGET_SCRIPT`, from src/plugins/startup), a
 * navigation inside the site sets it here before the next page renders.
 */
import type {ClientModule} from '@docusaurus/types';

export const HASH_TARGET_CLASS = 'hash-target';
export const HASH_TARGET_SCRIPT = `location.hash.length>1&&document.documentElement.classList.add("${HASH_TARGET_CLASS}")`;

export const onRouteUpdate: NonNullable<ClientModule['onRouteUpdate']> = ({location}) => {
  document.documentElement.classList.toggle(HASH_TARGET_CLASS, location.hash.length > 1);
};

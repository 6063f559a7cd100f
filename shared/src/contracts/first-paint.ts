import { STORAGE_KEYS } from './constants';
import { SIGNED_IN_HOME } from './routes';

// The one inline script of the shell's pages, between the build that writes it and the server
// whose Content-Security-Policy allows it by its hash (and no other inline script).

/**
 * Runs the shell's script (the `data-src` of this script element, preloaded by the page's head)
 * once the page has painted its first frame; at once in a hidden tab, which paints none.
 * A deferred script would run before DOMContentLoaded, and Chromium would often lay out and paint
 * the page only after it: the build's HTML would wait for JavaScript it does not need to be seen.
 * Then it preloads the scripts of `data-preload` (space-separated URLs, which the server gives a
 * remote's page: its build's first scripts), fetched while the shell's script runs rather than once
 * the shell asks for them; preloaded from the head, they delayed the first paint.
 * On a page for visitors only (`data-guest-only`, GUEST_ONLY_ROUTES) opened by someone signed in (a
 * session token in localStorage), it preloads nothing and moves the address to /dashboard (SIGNED_IN_HOME) before
 * the shell's script runs, as the page itself would send them: the shell then starts there, and the
 * page's remote is not loaded only to redirect (nor does the shell carry the check).
 */
export const START_AFTER_FIRST_PAINT =
  '(function(){var me=document.currentScript,src=me.dataset.src,later=me.dataset.preload;'
  + `function signedIn(){try{return !!localStorage.getItem(${JSON.stringify(STORAGE_KEYS.token)})}catch(e){return false}}`
  + `if(me.dataset.guestOnly!==undefined&&signedIn()){later="";history.replaceState(null,"",${JSON.stringify(SIGNED_IN_HOME)})}`
  + 'function add(element){document.head.appendChild(element)}'
  + 'function run(){var s=document.createElement("script");s.src=src;add(s);'
  + '(later?later.split(" "):[]).forEach(function(url){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=url;add(l)})}'
  + 'if(document.visibilityState==="hidden")run();else requestAnimationFrame(function(){setTimeout(run)})})()';

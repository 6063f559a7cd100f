// The one inline script of the shell's pages, between the build that writes it and the server
// whose Content-Security-Policy allows it by its hash (and no other inline script).

/**
 * Runs the shell's script (the `data-src` of this script element, preloaded by the page's head)
 * once the page has painted its first frame; at once in a hidden tab, which paints none.
 * A deferred script would run before DOMContentLoaded, and Chromium would often lay out and paint
 * the page only after it: the build's HTML would wait for JavaScript it does not need to be seen.
 */
export const START_AFTER_FIRST_PAINT =
  '(function(){var src=document.currentScript.dataset.src;'
  + 'function run(){var s=document.createElement("script");s.src=src;document.head.appendChild(s)}'
  + 'if(document.visibilityState==="hidden")run();else requestAnimationFrame(function(){setTimeout(run)})})()';

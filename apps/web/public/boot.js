/* global window, document, MouseEvent */
// Starts the web app on a server-rendered page after that page has painted
// (docs/decisions/012-hydrate-after-first-paint.md). The HTML is already the screen; fetching and
// running the app's code first would hold back its largest picture on a phone (Lighthouse 86-95
// with it in <head>, 95+ after `load`). So the code is fetched once the page has loaded and
// painted, or at the first touch, key or focus if that comes sooner, and the screen's chunks are
// preloaded only then.
//
// A click or submit before the app has taken over the page would otherwise be lost (a button
// does nothing without its handler): it is held and replayed once the app says it has hydrated
// (main.tsx sets data-hydrated on <html> and dispatches `app:hydrated`). If the app does not
// come up, held clicks are replayed anyway so links still work as plain links.
(function () {
  'use strict';
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var root = document.getElementById('root');
  var held = [];
  var started = false;
  var settled = false;
  var GIVE_UP_MS = 15000;

  function hydrated() {
    return document.documentElement.hasAttribute('data-hydrated');
  }

  function replay() {
    if (settled) return;
    settled = true;
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    held.forEach(function (action) {
      if (!action.target.isConnected) return;
      if (action.type === 'submit') action.target.requestSubmit();
      else action.target.dispatchEvent(new MouseEvent('click', action.init));
    });
    held = [];
  }

  // Two preloads per task: starting each fetch costs the main thread 10-20 ms on a throttled
  // phone (measured at 4x), and thirty in one go held it for over 300 ms right after first paint.
  var PRELOADS_PER_TASK = 2;

  function preloadFrom(index) {
    preloads.slice(index, index + PRELOADS_PER_TASK).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (index + PRELOADS_PER_TASK < preloads.length) {
      window.setTimeout(preloadFrom, 0, index + PRELOADS_PER_TASK);
    }
  }

  function start() {
    if (started) return;
    started = true;
    import(entry).catch(replay);
    preloadFrom(0);
    window.setTimeout(replay, GIVE_UP_MS);
  }

  function hold(event) {
    if (settled || hydrated()) return;
    start();
    if (!root || !root.contains(event.target)) return;
    if (event.type === 'click') {
      // A new tab or window is the browser's business, not the app's.
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
        return;
      }
      held.push({
        type: 'click',
        target: event.target,
        init: { bubbles: true, cancelable: true, composed: true, view: window, detail: 1 },
      });
    } else {
      held.push({ type: 'submit', target: event.target });
    }
    event.preventDefault();
    event.stopImmediatePropagation();
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('app:hydrated', replay, { once: true });
  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true, once: true });
  });
  // `load` can come before the first paint (everything on the page fetched within a frame or
  // two): the code would then be fetched and run while the screen is still blank. So the start
  // waits for the first contentful paint as well, then one more frame so that the pictures
  // `load` waited for are on screen too. A page with nothing to paint (a member's splash that
  // only redirects) never gets that paint: it starts after PAINT_WAIT_MS instead.
  var PAINT_WAIT_MS = 300;

  function afterNextFrame() {
    window.requestAnimationFrame(function () {
      window.setTimeout(start, 0);
    });
  }

  function afterFirstPaint() {
    var painted = function () {
      return performance.getEntriesByName('first-contentful-paint').length > 0;
    };
    if (painted() || typeof PerformanceObserver !== 'function') return afterNextFrame();
    window.setTimeout(start, PAINT_WAIT_MS);
    var observer = new PerformanceObserver(function () {
      if (!painted()) return;
      observer.disconnect();
      afterNextFrame();
    });
    try {
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      afterNextFrame();
    }
  }

  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
})();

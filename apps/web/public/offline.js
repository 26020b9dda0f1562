/* global window */
// The offline page (offline.html) tries the page again as soon as the browser is back online.
window.addEventListener('online', () => window.location.reload());

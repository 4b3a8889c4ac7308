/* global document, window -- a classic script: the browser globals, no module scope or bundler. */
/*
 * When a file the app starts with does not load (a page of one build asking for the chunks of
 * another, a network cut), the app never runs, and its own chunk-load screen
 * (lib/chunk-loading/route-error-page.tsx) cannot show. This file shows the same texts
 * (errors.CHUNK_LOAD_FAILED, chunkLoading.reload; checked equal by app-load-failure.test.ts)
 * with a reload button, once the app's own files have failed and it has not started by the time
 * its scripts have run (main.tsx marks <html data-app-started>). Plain ES5, no build step, a file rather than inline code
 * because the CSP forbids inline scripts, and in both languages because no language bundle loaded.
 */
(function () {
  var texts = {
    fr: {
      title: 'Chargement interrompu',
      message: 'Le chargement d\u2019une partie de l\u2019application a \u00e9chou\u00e9. Rechargez la page pour r\u00e9essayer.',
      reload: 'Recharger la page',
    },
    en: { title: 'Loading interrupted', message: 'Part of the application failed to load. Reload the page to try again.', reload: 'Reload the page' },
  };
  var shown = false;
  function isAppFile(url) {
    return typeof url === 'string' && /\/assets\/[^/?#]+\.(?:js|css)(?:[?#]|$)/.test(url);
  }
  function started() {
    return document.documentElement.hasAttribute('data-app-started');
  }
  function show() {
    if (shown || started() || !document.body) return;
    shown = true;
    var language = (document.documentElement.lang || (window.navigator && window.navigator.language) || 'fr').slice(0, 2) === 'en' ? 'en' : 'fr';
    var text = texts[language];
    var notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.className = 'app-load-failure';
    notice.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#fff;color:#1a1a1a;padding:1.5rem;font:1rem/1.5 system-ui,sans-serif';
    var title = document.createElement('h1');
    title.style.cssText = 'font-size:1.375rem;margin:0 0 .5rem';
    title.appendChild(document.createTextNode(text.title));
    var message = document.createElement('p');
    message.style.cssText = 'margin:0 0 1rem;max-width:40rem';
    message.appendChild(document.createTextNode(text.message));
    var reload = document.createElement('button');
    reload.type = 'button';
    reload.style.cssText =
      'min-height:44px;padding:.5rem 1rem;font:inherit;border:2px solid #1a1a1a;border-radius:6px;background:#fff;color:#1a1a1a;cursor:pointer';
    reload.appendChild(document.createTextNode(text.reload));
    reload.onclick = function () {
      window.location.reload();
    };
    notice.appendChild(title);
    notice.appendChild(message);
    notice.appendChild(reload);
    document.body.appendChild(notice);
    // What the server rendered under the notice (a sign-in form) would not work: out of reach of keyboards and screen readers.
    var root = document.getElementById('root');
    if (root) {
      root.setAttribute('inert', '');
      root.setAttribute('aria-hidden', 'true');
    }
    reload.focus();
  }
  /*
   * Decided once the page's module scripts have run or failed, which is before DOMContentLoaded
   * (or, if this file ran after it, by the time of `load`): a failed file the app only preloads
   * (a lazy route's chunk) does not stop it starting, and then the app's own screen says so; a
   * notice of ours on top would be a second alert with a second button.
   */
  function whenReady() {
    if (document.readyState === 'complete') show();
    else {
      document.addEventListener('DOMContentLoaded', show);
      window.addEventListener('load', show);
    }
  }
  // A script or style sheet that fails to load fires `error` on its element, which reaches window in the capture phase.
  window.addEventListener(
    'error',
    function (event) {
      var element = event.target;
      if (!element || element === window) return;
      if (isAppFile(element.src) || (element.rel !== undefined && isAppFile(element.href))) whenReady();
    },
    true,
  );
  // This file loads without blocking the page: an app file may have failed before it ran.
  if (performance && performance.getEntriesByType) {
    var entries = performance.getEntriesByType('resource');
    for (var i = 0; i < entries.length; i += 1) {
      var status = entries[i].responseStatus;
      if (isAppFile(entries[i].name) && typeof status === 'number' && status >= 400) whenReady();
    }
  }
})();

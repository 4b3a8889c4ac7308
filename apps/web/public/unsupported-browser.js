/* global document -- a classic script: the browser global, no module scope or bundler. */
/*
 * The unsupported-browser notice (docs/browsers.md#supported-browsers) for browsers too old to run ES modules
 * (loaded by <script nomodule>, so modern browsers never fetch it). Plain ES5,
 * no build step, and a file rather than inline code because the CSP forbids
 * inline scripts. Bilingual because no language bundle can load here.
 */
(function () {
  var lines = [
    'Votre navigateur n\u2019est pas pris en charge\u00a0: utilisez Chrome 61 ou plus r\u00e9cent, Firefox 51 ou plus r\u00e9cent, ou Safari sur iPhone et iPad (iOS 10 ou plus r\u00e9cent).',
    'Your browser is not supported: use Chrome 61 or later, Firefox 51 or later, or Safari on iPhone and iPad (iOS 10 or later).',
  ];
  function show() {
    var notice = document.createElement('div');
    notice.setAttribute('role', 'alert');
    notice.className = 'unsupported-browser';
    notice.style.padding = '1rem';
    notice.style.border = '2px solid #b00020';
    notice.style.margin = '1rem';
    notice.style.fontFamily = 'sans-serif';
    for (var i = 0; i < lines.length; i += 1) {
      var paragraph = document.createElement('p');
      paragraph.appendChild(document.createTextNode(lines[i]));
      notice.appendChild(paragraph);
    }
    document.body.insertBefore(notice, document.body.firstChild);
  }
  if (document.body) show();
  else document.addEventListener('DOMContentLoaded', show);
})();

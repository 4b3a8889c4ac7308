/* global window, document */
// The second script of every HTML document of an activity (docs/scorm.md#runtime). A SCO is
// launched in a frame whose name the player wrote: « espace-scorm: » and the launch, as JSON. Only
// there does it write, before the rest of the page is parsed, the runtime of the SCO's edition:
// scorm-again and the portal's bridge, which put the SCORM API on this window before any script of
// the SCO looks for it. Any other document loads nothing more.
(() => {
  'use strict';
  const PREFIX = 'espace-scorm:';
  let launch = null;
  try {
    const name = String(window.name);
    if (name.indexOf(PREFIX) === 0) launch = JSON.parse(name.slice(PREFIX.length));
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `catch {}` is ES2019, which not every supported browser parses (docs/browsers.md)
  } catch (unreadable) {
    return;
  }
  if (launch === null || (launch.version !== '1.2' && launch.version !== '2004')) return;
  // A parser-blocking script written during parsing runs before the SCO's own scripts, as the API must.
  document.write(`<script src="/api/activities/sandbox/scorm-${launch.version}.js"></script>`);
})();

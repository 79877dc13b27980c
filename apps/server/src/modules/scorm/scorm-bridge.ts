import type { ScormVersion } from '@portal/shared';

/**
 * The SCORM runtime a package page gets, injected at the top of its <head> when the page is
 * served. The package runs in a sandboxed frame with an opaque origin, so it cannot reach an
 * API object on the portal's window: the runtime (scorm-again, served at RUNTIME_PATH) lives in
 * the package's own window as window.API (1.2) or window.API_1484_11 (2004), loaded with the
 * learner's CMI of this attempt, so GetValue answers at once and SetValue is checked there.
 * Every commit and finish posts the whole CMI, with the launch's nonce, to the portal window
 * (the top of the frame tree, or the opener of a package's pop-up), which checks the sender and
 * the nonce and saves it through the usual PUT scorm/{id}/cmi/ (the server validates it).
 */

/** Where the scorm-again bundles are served from (public: they are the library, not data). */
export const RUNTIME_PATH = '/media/scorm/runtime/';

/** Message type the player listens for (see apps/web/src/features/scorm/runtime.ts). */
export const BRIDGE_MESSAGE = 'portal-scorm-commit';

export const runtimeFileOf = (version: ScormVersion) =>
  version === '1.2' ? 'scorm12.js' : 'scorm2004.js';

/** JSON safe inside a <script> element: no `<`, and no line separators JavaScript rejects. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

// Runs in the package's window. ES5 on purpose: authoring tools target old players too.
const BOOT = `(function (version, cmi, nonce, type) {
  'use strict';
  var Runtime = version === '1.2' ? window.Scorm12API : window.Scorm2004API;
  if (!Runtime) return;
  var api = new Runtime({ autocommit: false, autoCompleteLessonStatus: false, logLevel: 5 });
  api.loadFromFlattenedJSON(cmi);
  var portal = window.parent !== window ? window.top : window.opener;
  function send(finish) {
    if (!portal) return;
    var flat = api.getFlattenedCMI();
    var out = {};
    for (var key in flat)
      if (Object.prototype.hasOwnProperty.call(flat, key) && typeof flat[key] === 'string')
        out[key] = flat[key];
    try {
      portal.postMessage({ type: type, nonce: nonce, finish: finish, cmi: out }, '*');
    } catch (e) {}
  }
  api.on(version === '1.2' ? 'LMSCommit' : 'Commit', function () { send(false); });
  api.on(version === '1.2' ? 'LMSFinish' : 'Terminate', function () { send(true); });
  if (version === '1.2') window.API = api;
  else window.API_1484_11 = api;
})`;

/** The <script> elements put at the top of a package page's <head>. */
export function bridgeSnippet(
  version: ScormVersion,
  cmi: Record<string, string>,
  nonce: string,
): string {
  const args = [version, cmi, nonce, BRIDGE_MESSAGE].map(scriptJson).join(', ');
  return (
    `<script src="${RUNTIME_PATH}${runtimeFileOf(version)}"></script>` +
    `<script>${BOOT}(${args});</script>`
  );
}

/**
 * The page with the snippet inserted right after its <head> tag (or after <html>, or at the
 * very start), before any script of the package.
 */
export function injectBridge(html: string, snippet: string): string {
  const head = /<head(?:\s[^>]*)?>/i.exec(html);
  const at = head ?? /<html(?:\s[^>]*)?>/i.exec(html);
  if (at) {
    const end = at.index + at[0].length;
    return html.slice(0, end) + snippet + html.slice(end);
  }
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const end = doctype ? doctype[0].length : 0;
  return html.slice(0, end) + snippet + html.slice(end);
}

// Run by `npm start` (prestart) before anything else: stops with a clear message on a Node.js
// older than package.json's `engines.node`. Written in old JavaScript on purpose, so that the
// old Node it is meant to catch can still parse it.
'use strict';
var fs = require('fs');
var path = require('path');

function parts(version) {
  var m = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(String(version).trim());
  return m ? [Number(m[1]), Number(m[2] || 0), Number(m[3] || 0)] : null;
}

function compare(a, b) {
  for (var i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/**
 * Whether `version` satisfies `range`: alternatives joined by `||`, each `^X.Y.Z` (same major,
 * at least X.Y.Z) or `>=X.Y.Z` — the forms package.json's engines field uses here.
 */
function satisfies(version, range) {
  var v = parts(version);
  if (!v) return false;
  return String(range)
    .split('||')
    .some(function (alternative) {
      var text = alternative.trim();
      if (text.indexOf('^') === 0) {
        var caret = parts(text.slice(1));
        return caret !== null && v[0] === caret[0] && compare(v, caret) >= 0;
      }
      if (text.indexOf('>=') === 0) {
        var min = parts(text.slice(2));
        return min !== null && compare(v, min) >= 0;
      }
      return false;
    });
}

/** The engines range of the repository's package.json. */
function requiredRange() {
  var file = path.join(__dirname, '..', '..', '..', 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).engines.node;
}

/** The message for a Node.js outside the range, or null when it is supported. */
function problem(version, range) {
  if (satisfies(version, range)) return null;
  return (
    'This portal needs Node.js ' +
    range +
    '; this is Node.js ' +
    version +
    '.\n' +
    'Install a supported Node.js (see README.md, "Run it") and run npm start again.'
  );
}

module.exports = { satisfies: satisfies, requiredRange: requiredRange, problem: problem };

if (require.main === module) {
  var message = problem(process.version, requiredRange());
  if (message) {
    console.error(message);
    process.exit(1);
  }
}

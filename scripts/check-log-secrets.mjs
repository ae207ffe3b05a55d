#!/usr/bin/env node
// Reads a log (CI's whole output, a server's log file) and fails when a line holds what contract
// §15 says no log may: a reset token in a URL, a token or code in a query string, a JWT, or a
// password, token, cookie or Authorization value that was not redacted. Prints the offending
// lines with the secret cut short, and exits 1; exits 0 when none is found.
//   node scripts/check-log-secrets.mjs <file>...
import { readFileSync } from 'node:fs';

const NOT_REDACTED = '(?!\\[redacted\\]|:token\\b)';
const PATTERNS = [
  ['reset token in a path', new RegExp(`/(?:password-reset/confirm|reset/validate)/${NOT_REDACTED}[A-Za-z0-9_-]{16,}`, 'i')],
  [
    'token or code in a query string',
    new RegExp(
      `[?&;](?:token|code|access_token|refresh_token|accessToken|refreshToken|verificationToken)=${NOT_REDACTED}[A-Za-z0-9._~%-]{6,}`,
    ),
  ],
  ['a JWT', /eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\./],
  [
    'a credential field in a JSON log line',
    new RegExp(
      `"(?:password|currentPassword|newPassword|refreshToken|accessToken|verificationToken|authorization|cookie)":"${NOT_REDACTED}[^"]{4,}`,
    ),
  ],
];

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-log-secrets.mjs <file>...');
  process.exit(2);
}
let found = 0;
let lines = 0;
for (const file of files) {
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    lines++;
    for (const [name, pattern] of PATTERNS) {
      const match = pattern.exec(line);
      if (!match) continue;
      found++;
      // Enough to find the line, not enough to use the secret.
      console.error(`${file}:${index + 1}: ${name}: …${match[0].slice(0, 24)}…`);
    }
  }
}
console.log(`check-log-secrets: ${lines} lines read, ${found} secret${found === 1 ? '' : 's'} found`);
process.exit(found === 0 ? 0 : 1);

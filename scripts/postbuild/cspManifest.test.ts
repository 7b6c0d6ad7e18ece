import {describe, expect, it} from 'vitest';
import {inlineScriptHashes} from './cspManifest';

describe('the CSP manifest', () => {
  it('hashes executable inline scripts and skips JSON-LD and external scripts', () => {
    const html =
      '<script>a()</script><script type="application/ld+json">{"x":1}</script>' +
      '<script src="/x.js"></script><script type=text/javascript>b()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });
});

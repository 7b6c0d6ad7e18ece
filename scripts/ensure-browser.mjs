// The browser tests drive Debian's Chromium (Playwright's own browser download does not work here), and measure
// Japanese pages with a Japanese font: without one, Chromium draws each kana and kanji as a box about 0.6 em wide
// instead of 1 em, and the navbar layout test would pass on text narrower than any visitor sees.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

const missing = [];
if (!existsSync(CHROMIUM)) {
  missing.push('chromium');
}
if (!hasJapaneseFont()) {
  missing.push('fonts-ipafont-gothic');
}

function hasJapaneseFont() {
  try {
    return execSync('fc-list :lang=ja family', {encoding: 'utf8'}).trim() !== '';
  } catch {
    return false; // no fontconfig yet: it comes with chromium
  }
}

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian packages for the browser tests: ${missing.join(' ')}`);
    execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing.join(' ')}`, {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `The browser tests need ${missing.join(' and ')}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\nthen run the tests again.`,
    );
    process.exit(1);
  }
}

// The browser tests drive Debian's Chromium; Playwright's own browser download does not work here.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {stdio: 'inherit'});
  } else {
    console.error(
      `${CHROMIUM} is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nthen run the tests again.`,
    );
    process.exit(1);
  }
}

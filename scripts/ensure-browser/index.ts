// Before the browser tests: a Chromium (see common/chromium.ts for the order it is looked for in) and a
// Japanese font. Installs them with apt-get on Debian-like systems when root; elsewhere says how.
import {execSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {findChromium} from '../../common/chromium';
import {installPlan, type Need} from './installPlan';

function hasJapaneseFont(): boolean {
  if (process.platform === 'darwin') {
    return true; // Hiragino ships with macOS; Chromium there does not use fontconfig.
  }
  try {
    return execSync('fc-list :lang=ja family', {encoding: 'utf8'}).trim() !== '';
  } catch {
    return false; // no fontconfig yet: Debian's chromium brings it
  }
}

function osIds(): string[] {
  if (!existsSync('/etc/os-release')) {
    return [];
  }
  const release = readFileSync('/etc/os-release', 'utf8');
  const field = (name: string) => new RegExp(`^${name}="?([^"\\n]*)"?$`, 'm').exec(release)?.[1] ?? '';
  return `${field('ID')} ${field('ID_LIKE')}`.toLowerCase().split(/\s+/).filter(Boolean);
}

const found = findChromium();
if (found?.source === 'CHROME_PATH' && !existsSync(found.path)) {
  console.error(`CHROME_PATH is ${found.path}, which does not exist. Point it at a Chromium or unset it.`);
  process.exit(1);
}
const missing: Need[] = [];
if (!found) {
  missing.push('chromium');
}
if (!hasJapaneseFont()) {
  missing.push('japanese-font');
}

const plan = installPlan(missing, {platform: process.platform, osIds: osIds(), isRoot: process.getuid?.() === 0});
if (plan.kind === 'apt-get') {
  console.log(`Installing Debian packages for the browser tests: ${plan.packages.join(' ')}`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${plan.packages.join(' ')}`, {
    stdio: 'inherit',
  });
} else if (plan.kind === 'tell') {
  console.error(plan.message);
  process.exit(1);
}
const browser = findChromium();
console.log(`Browser tests use ${browser?.path} (${browser?.source})`);

/**
 * What the browser tests need from the machine, and how each kind of system gets it: a Chromium and a
 * Japanese font. Without the font Chromium draws each kana and kanji as a box about 0.6 em wide instead of
 * 1 em, and the navbar layout test would pass on text narrower than any visitor sees.
 */
export type Need = 'chromium' | 'japanese-font';

export interface System {
  platform: NodeJS.Platform;
  /** `ID` and `ID_LIKE` of /etc/os-release, lower case (empty when the file is missing). */
  osIds: string[];
  isRoot: boolean;
}

export type InstallPlan = {kind: 'none'} | {kind: 'apt-get'; packages: string[]} | {kind: 'tell'; message: string};

interface Family {
  name: string;
  ids: string[];
  install: (packages: string[]) => string;
  packages: Record<Need, string>;
}

const FAMILIES: Family[] = [
  {
    name: 'Debian or Ubuntu',
    ids: ['debian', 'ubuntu'],
    install: (packages) => `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
    packages: {chromium: 'chromium', 'japanese-font': 'fonts-ipafont-gothic'},
  },
  {
    name: 'Fedora or RHEL',
    ids: ['fedora', 'rhel', 'centos'],
    install: (packages) => `sudo dnf install -y ${packages.join(' ')}`,
    packages: {chromium: 'chromium', 'japanese-font': 'google-noto-sans-cjk-fonts'},
  },
  {
    name: 'Arch',
    ids: ['arch'],
    install: (packages) => `sudo pacman -S --needed ${packages.join(' ')}`,
    packages: {chromium: 'chromium', 'japanese-font': 'noto-fonts-cjk'},
  },
  {
    name: 'Alpine',
    ids: ['alpine'],
    install: (packages) => `sudo apk add ${packages.join(' ')}`,
    packages: {chromium: 'chromium', 'japanese-font': 'font-noto-cjk'},
  },
];

const ANY_CHROMIUM =
  'or point CHROME_PATH at any Chromium or Chrome, or let Playwright fetch its own: npx playwright install chromium';

export function installPlan(missing: Need[], system: System): InstallPlan {
  if (missing.length === 0) {
    return {kind: 'none'};
  }
  const family =
    system.platform === 'linux' ? FAMILIES.find((f) => f.ids.some((id) => system.osIds.includes(id))) : undefined;
  if (family?.name === 'Debian or Ubuntu' && system.isRoot) {
    return {kind: 'apt-get', packages: missing.map((need) => family.packages[need])};
  }
  const lines = [`The browser tests need ${missing.map(describe).join(' and ')}.`];
  if (family) {
    lines.push(`On ${family.name}: ${family.install(missing.map((need) => family.packages[need]))}`);
    if (missing.includes('chromium')) {
      lines.push(`(${ANY_CHROMIUM})`);
    }
  } else if (system.platform === 'darwin') {
    if (missing.includes('chromium')) {
      lines.push(
        'On macOS: brew install --cask chromium, then export CHROME_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium',
        `(${ANY_CHROMIUM})`,
      );
    }
    if (missing.includes('japanese-font')) {
      lines.push('On macOS the Hiragino fonts come with the system: reinstall them with Font Book.');
    }
  } else {
    if (missing.includes('chromium')) {
      lines.push(`Install Chromium with your system's package manager, ${ANY_CHROMIUM}.`);
    }
    if (missing.includes('japanese-font')) {
      lines.push('Install a Japanese font such as IPAGothic or Noto Sans CJK JP (fc-list :lang=ja must list it).');
    }
  }
  lines.push('Then run the tests again.');
  return {kind: 'tell', message: lines.join('\n')};
}

function describe(need: Need): string {
  return need === 'chromium' ? 'a Chromium' : 'a Japanese font';
}

import {describe, expect, it} from 'vitest';
import {installPlan} from './installPlan';

const debianRoot = {platform: 'linux' as const, osIds: ['debian'], isRoot: true};

describe('what the browser-test check does on each system', () => {
  it('does nothing when the browser and the font are there', () => {
    expect(installPlan([], debianRoot)).toEqual({kind: 'none'});
  });

  it('installs with apt-get only on a Debian-like system as root', () => {
    expect(installPlan(['chromium', 'japanese-font'], debianRoot)).toEqual({
      kind: 'apt-get',
      packages: ['chromium', 'fonts-ipafont-gothic'],
    });
    expect(installPlan(['japanese-font'], {platform: 'linux', osIds: ['ubuntu', 'debian'], isRoot: true})).toEqual({
      kind: 'apt-get',
      packages: ['fonts-ipafont-gothic'],
    });
  });

  it('tells a Debian user without root the sudo command instead of running it', () => {
    const plan = installPlan(['chromium'], {...debianRoot, isRoot: false});
    expect(plan.kind).toBe('tell');
    expect(plan.kind === 'tell' && plan.message).toContain('sudo apt-get install -y chromium');
  });

  it.each([
    [['fedora'], 'sudo dnf install -y chromium google-noto-sans-cjk-fonts'],
    [['arch'], 'sudo pacman -S --needed chromium noto-fonts-cjk'],
    [['alpine'], 'sudo apk add chromium font-noto-cjk'],
  ])('on %s, even as root, says the command for that system and runs nothing', (ids, command) => {
    const plan = installPlan(['chromium', 'japanese-font'], {platform: 'linux', osIds: ids, isRoot: true});
    expect(plan.kind).toBe('tell');
    expect(plan.kind === 'tell' && plan.message).toContain(command);
    expect(plan.kind === 'tell' && plan.message).toContain('npx playwright install chromium');
  });

  it('on macOS names Homebrew and CHROME_PATH', () => {
    const plan = installPlan(['chromium'], {platform: 'darwin', osIds: [], isRoot: false});
    expect(plan.kind === 'tell' && plan.message).toMatch(/brew install --cask chromium[\s\S]*CHROME_PATH=/);
  });

  it('on an unknown system names what is missing and the generic ways to get it', () => {
    const plan = installPlan(['japanese-font'], {platform: 'linux', osIds: ['gentoo'], isRoot: true});
    expect(plan.kind === 'tell' && plan.message).toContain('a Japanese font');
    expect(plan.kind === 'tell' && plan.message).toContain('fc-list :lang=ja');
  });
});

import type {Browser, BrowserContext, CDPSession, Page} from '@playwright/test';
import type {Locale} from '../../common/sitePaths';

/** A phone screen: the size of a current mid-range phone in CSS pixels, touch, mobile viewport rules. */
export const PHONE = {
  viewport: {width: 390, height: 844},
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
} as const;

/**
 * Lighthouse's mobile preset ("slow 4G", `constants.throttling.mobileSlow4G`), applied to the page rather than
 * simulated: 150 ms round trip, 1.6 Mbit/s down, 675 kbit/s up (CDP wants bytes per second).
 */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
} as const;

export const CPU_SLOWDOWN = 4;

export const THROTTLING_METHOD =
  `Chromium (headless) as a phone: ${PHONE.viewport.width}×${PHONE.viewport.height} CSS px, deviceScaleFactor ` +
  `${PHONE.deviceScaleFactor}, isMobile, hasTouch. Throttled through CDP like Lighthouse's mobile preset but applied, ` +
  `not simulated: Network.emulateNetworkConditions latency ${NETWORK.latency} ms, download 1638.4 kbit/s ` +
  `(${NETWORK.downloadThroughput} B/s), upload 675 kbit/s (${NETWORK.uploadThroughput} B/s); ` +
  `Emulation.setCPUThrottlingRate ${CPU_SLOWDOWN}. The CPU rate slows the page's main thread only: Chromium refuses it ` +
  `for workers ("only supported for pages"), so work in a dedicated worker runs at full speed (the network limit ` +
  `does apply to workers' requests). A fresh browser context (empty cache and storage) per measurement; the ` +
  `cookie banner shows, as on a first visit.`;

export interface PhoneSession {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/**
 * A fresh context (empty cache) with one page and a CDP session on it, not yet throttled: phone-sized unless another
 * `screen` is given.
 */
export async function newPhonePage(browser: Browser, locale: Locale, screen: object = PHONE): Promise<PhoneSession> {
  const context = await browser.newContext({...screen, locale});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return {context, page, cdp};
}

/** Slow network and CPU for the page of `cdp`; Network.enable must come before the conditions take effect. */
export async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
}

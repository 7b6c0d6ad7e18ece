import {readConsent, subscribeConsent, type ConsentChoice} from './consent';
import {classifyClick, dropdownEvent, locationChanged, pagePath, type PageLocation} from './events';

/**
 * The only code that talks to Google Analytics. Nothing reaches the tag before the visitor accepts:
 * gtag.js is not even loaded, and `window.gtag` does not exist. After Accept it loads the tag with
 * Consent Mode v2 (analytics storage granted, ads denied) and anonymised IPs, then sends a page view
 * per distinct location and one event per tracked click. After Decline it stops and removes GA cookies.
 */

type Gtag = (...args: unknown[]) => void;

/** The globals gtag.js reads; typed here rather than through the plugin's ambient `gtag` type. */
const page = globalThis as unknown as {dataLayer?: unknown[]; gtag?: Gtag};

interface TrackerConfig {
  trackingId: string;
  anonymizeIP: boolean;
}

let config: TrackerConfig | null = null;
let active = false;
let tagLoaded = false;
let lastLocation: PageLocation | null = null;

function currentLocation(): PageLocation {
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash};
}

function gtag(...args: unknown[]): void {
  page.gtag?.(...args);
}

function loadTag({trackingId, anonymizeIP}: TrackerConfig): void {
  const dataLayer = (page.dataLayer ??= []);
  page.gtag = function gtagShim() {
    // gtag.js expects the Arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  gtag('consent', 'update', {analytics_storage: 'granted'});
  gtag('js', new Date());
  gtag('config', trackingId, {anonymize_ip: anonymizeIP, send_page_view: false});
  if (!tagLoaded) {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`;
    document.head.appendChild(script);
    tagLoaded = true;
  }
}

function sendPageView(location: PageLocation): void {
  lastLocation = location;
  gtag('event', 'page_view', {page_path: pagePath(location), page_location: window.location.href});
}

function removeAnalyticsCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name === '_ga' || name.startsWith('_ga_') || name === '_gid') {
      const domain = window.location.hostname;
      document.cookie = `${name}=; Max-Age=0; path=/`;
      document.cookie = `${name}=; Max-Age=0; path=/; domain=.${domain}`;
    }
  }
}

function applyConsent(choice: ConsentChoice | null): void {
  if (!config) {
    return;
  }
  if (choice === 'accepted' && !active) {
    active = true;
    loadTag(config);
    sendPageView(currentLocation());
  } else if (choice !== 'accepted' && active) {
    active = false;
    gtag('consent', 'update', {analytics_storage: 'denied'});
    page.gtag = undefined;
    removeAnalyticsCookies();
  }
}

/** Called once on the client with the plugin's options; starts tracking if consent was given before. */
export function configureTracker(next: TrackerConfig): void {
  if (config) {
    return;
  }
  config = next;
  subscribeConsent(applyConsent);
  applyConsent(readConsent());
}

/** After each route change: a page view when path, query or hash differ from the last one sent. */
export function trackRoute(location: PageLocation): void {
  if (active && locationChanged(lastLocation, location)) {
    sendPageView(location);
  }
}

/** Document-level click handler: reports navbar, dropdown, brand, footer and external link clicks. */
export function trackClick(event: MouseEvent): void {
  if (!active || !(event.target instanceof Element)) {
    return;
  }
  const anchor = event.target.closest('a');
  if (!anchor) {
    return;
  }
  const click = classifyClick(
    {
      text: anchor.textContent || anchor.getAttribute('aria-label') || '',
      href: anchor.href,
      inBrand: !!anchor.closest('.navbar__brand'),
      inNavbar: !!anchor.closest('.navbar'),
      inFooter: !!anchor.closest('footer'),
    },
    window.location.origin,
  );
  if (click) {
    gtag('event', click.name, click.params);
  }
}

/**
 * Attribute changes inside the navbar: a dropdown trigger whose aria-expanded turned "true" was opened,
 * by click, keyboard or touch alike.
 */
export function trackDropdowns(records: MutationRecord[]): void {
  if (!active) {
    return;
  }
  for (const record of records) {
    const target = record.target;
    if (
      target instanceof HTMLElement &&
      record.oldValue !== 'true' &&
      target.getAttribute('aria-expanded') === 'true' &&
      target.closest('.navbar')
    ) {
      const link = target.matches('a') ? target : target.closest('li')?.querySelector('a');
      const event = dropdownEvent(link?.textContent ?? '', (link as HTMLAnchorElement | null)?.href ?? '');
      gtag('event', event.name, event.params);
    }
  }
}

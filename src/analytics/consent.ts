/**
 * The visitor's cookie choice, kept in localStorage (not a cookie) so it survives reloads.
 * A tiny store that React (the banner) and the tracker both subscribe to.
 */
export type ConsentChoice = 'accepted' | 'declined';

export const CONSENT_STORAGE_KEY = 'holoreal.cookie-consent';

type Listener = (choice: ConsentChoice | null) => void;
const listeners = new Set<Listener>();

export function readConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'declined' ? value : null;
  } catch {
    // Storage can be disabled; then nothing is stored and nothing is tracked.
    return null;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still holds for this page view.
  }
  listeners.forEach((listener) => listener(choice));
}

export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type OpenListener = () => void;
const openListeners = new Set<OpenListener>();

/** The footer's "Cookie settings" link: shows the banner again so the choice can be changed. */
export function openConsentSettings(): void {
  openListeners.forEach((listener) => listener());
}

export function onConsentSettingsRequested(listener: OpenListener): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** Set on <html> before first paint when no choice is stored: the prerendered banner shows at once. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * The inline <head> script (its hash goes into the Content-Security-Policy like Docusaurus's own) that
 * lets the server-rendered banner paint with the page instead of popping in after hydration. Without
 * JavaScript it never runs and the banner stays hidden: there is no tag to consent to.
 */
export const consentPendingScript = `(function(){var v;try{v=localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)})}catch(e){}if(v!=='accepted'&&v!=='declined')document.documentElement.setAttribute(${JSON.stringify(
  CONSENT_PENDING_ATTRIBUTE,
)},'')})()`;

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

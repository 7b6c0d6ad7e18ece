/**
 * The window event the page template (config/ssrTemplate.ts) dispatches once the last of the app's scripts
 * has run or failed to load. The template starts those scripts after the first paint, so DOMContentLoaded
 * says nothing about whether the app loaded; this event does (src/components/AppLoadNotice listens for it).
 */
export const APP_SCRIPTS_SETTLED_EVENT = 'app-scripts-settled';

/** Test stand-in for @docusaurus/useBrokenLinks: the build's link check has nothing to collect in a test. */
export default function useBrokenLinks() {
  return {collectAnchor: (): void => undefined, collectLink: (): void => undefined};
}

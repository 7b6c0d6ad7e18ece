import {PAGE_TYPE_AREAS} from './pageTypeAreas';

/**
 * Which browser specs (tests/e2e) a change touches, by the path it changed. A changed spec runs itself; a source
 * of a page type runs the specs of every type it makes (pageTypeAreas.ts); any other path, the first area
 * below that matches. A change to the site that none of them claims runs the smoke set, and a change outside the
 * site (server internals, scripts, manuals) runs none. `npm test` always runs them all.
 */
interface Area {
  paths: RegExp;
  specs: string[];
}

export const SMOKE = ['layout.spec.ts', 'csp.spec.ts'];

/** Specs that also open build-test-supabase (the Supabase build, made without git). */
export const NEED_SECOND_BUILD = ['contactSupabase.spec.ts', 'buildWithoutGit.spec.ts'];

const AREAS: Area[] = [
  {
    paths: /^(src\/components\/(ContactForm|InquiryStorage)|common\/inquiries|server\/inquiries\/routes)/,
    specs: ['contact.spec.ts', 'contactSupabase.spec.ts'],
  },
  {paths: /^src\/analytics\//, specs: ['analytics.spec.ts', 'csp.spec.ts', 'layoutShift.spec.ts']},
  {
    paths: /^(src\/search\/|src\/theme\/SearchBar|scripts\/postbuild\/searchIndex)/,
    specs: ['search.spec.ts'],
  },
  {
    paths: /^(config\/(navbar|frameFacts)|src\/theme\/Navbar|src\/css\/navbar|src\/components\/CategoryLabel)/,
    specs: ['navbar.spec.ts', 'navbarLayout.spec.ts', 'phoneFit.spec.ts'],
  },
  // Markdown rendering, in posts and pages too; the docs spec tests it, the diagrams spec every diagram.
  {
    paths: /^(config\/markdown|src\/theme\/CodeBlock|src\/components\/LazyCodeBlock)[/.]/,
    specs: ['docs.spec.ts'],
  },
  {
    paths: /^(config\/markdown\/diagrams|src\/theme\/Mermaid|diagrams)\//,
    specs: ['diagrams.spec.ts'],
  },
  {paths: /^(src\/components\/CopyPageButton|src\/theme\/DocItem\/Content)\//, specs: ['copyPage.spec.ts']},
  // What the pages say about themselves in JSON-LD: the company spec reads the Product's, the News Plus spec a post's.
  {paths: /^src\/structuredData\//, specs: ['company.spec.ts', 'newsplus.spec.ts']},
  {
    paths:
      /^(src\/data|src\/components\/(ProductCard|SpecTable|CompanyFact|Section|Illustration|PolicyDates|PrivacyPolicyLink))/,
    specs: ['company.spec.ts'],
  },
  {
    paths:
      /^(src\/theme\/(Layout|Footer|AnnouncementBar|SkipToContent|Root)|src\/components\/AppLoadNotice|config\/footer|src\/css\/)/,
    specs: ['layout.spec.ts', 'accessibility.spec.ts', 'phoneFit.spec.ts', 'layoutShift.spec.ts'],
  },
  {
    paths:
      /^(config\/ssrTemplate|common\/(cspManifest|siteHeaders|redirects)|scripts\/postbuild|server\/http\/securityHeaders|server\/site\/cspManifest)/,
    specs: ['csp.spec.ts', 'staticHost.spec.ts'],
  },
  {paths: /^(docusaurus\.config\.ts|scripts\/site\/)/, specs: [...SMOKE, 'buildWithoutGit.spec.ts']},
  // The browser tests themselves: a changed spec runs itself (handled below); shared helpers run the smoke set.
  {paths: /^tests\/e2e\/(?!.*\.spec\.ts$)/, specs: SMOKE},
];

/**
 * What the site is built from, beyond the page types and the areas above: a change here that nothing claims runs
 * the smoke set.
 */
const SITE =
  /^(src|i18n|static|config|common|docusaurus\.config\.ts|patches|package-lock\.json|playwright\.config\.ts)/;

/** The specs of every page type `file` is a source of, or undefined when it is none's. */
function pageTypeSpecs(file: string): readonly string[] | undefined {
  const areas = Object.values(PAGE_TYPE_AREAS).filter(({sources}) => sources.some((source) => file.startsWith(source)));
  return areas.length > 0 ? areas.flatMap((area) => area.specs) : undefined;
}

export function specsFor(changed: readonly string[]): string[] {
  const specs = new Set<string>();
  for (const file of changed) {
    const spec = /^tests\/e2e\/([\w.-]+\.spec\.ts)$/.exec(file)?.[1];
    const area = AREAS.find(({paths}) => paths.test(file));
    const chosen = spec ? [spec] : (pageTypeSpecs(file) ?? area?.specs ?? (SITE.test(file) ? SMOKE : []));
    chosen.forEach((name) => specs.add(name));
  }
  return [...specs].sort();
}

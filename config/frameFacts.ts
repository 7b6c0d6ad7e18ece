/**
 * The company facts the site's frame shows: the navbar's title and repository link, the footer's copyright,
 * security.txt's contact. They live in src/data/company.ts with every other fact shown on pages; config/ is
 * below src/ and imports nothing from it, so docusaurus.config.ts hands them in.
 */
export interface FrameFacts {
  shortName: string;
  name: {en: string};
  repositoryUrl: string;
  copyrightYears: string;
  securityEmail: string;
}

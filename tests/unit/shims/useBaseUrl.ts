import {localePath} from '../../../common/sitePaths';
import {testLocale} from './locale';

/** Test stand-in for @docusaurus/useBaseUrl: a path under the test locale's base, as in the site's full build. */
export default function useBaseUrl(path: string): string {
  return localePath(testLocale(), path);
}

import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pick, type Localized} from '@site/src/data/localized';

/** Returns a function that picks the current locale's value out of a data-file text. */
export function useLocalized(): <T>(value: Localized<T>) => T {
  const {i18n} = useDocusaurusContext();
  return (value) => pick(value, i18n.currentLocale);
}

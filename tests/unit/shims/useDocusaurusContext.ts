import {testCustomFields, testLocale} from './locale';

export default function useDocusaurusContext() {
  return {
    i18n: {currentLocale: testLocale(), defaultLocale: 'ja', locales: ['ja', 'en']},
    siteConfig: {customFields: testCustomFields(), url: 'https://www.holoreal.jp'},
  };
}

import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_RETENTION_DAYS} from '../../common/inquiries/retention';
import {inquiryRetention, retentionText} from './policies';

const root = path.resolve(import.meta.dirname, '../..');
const PRIVACY_PAGES = ['src/pages/privacy.mdx', 'i18n/en/docusaurus-plugin-content-pages/privacy.mdx'];

describe('the privacy policy', () => {
  it('writes a retention period in words in each language, one year as well as several', () => {
    expect(retentionText(3, 1096)).toEqual({ja: '3年', en: 'three years', days: '1,096'});
    expect(retentionText(1, 366)).toEqual({ja: '1年', en: 'one year', days: '366'});
    expect(retentionText(12, 4383)).toEqual({ja: '12年', en: '12 years', days: '4,383'});
  });

  it.each(PRIVACY_PAGES)('%s imports the period and writes no number of its own', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    expect(text).toMatch(/^import \{inquiryRetention\} from '@site\/src\/data\/policies';$/m);
    expect(text).toMatch(/\{inquiryRetention\.(ja|en)\}[（ (]+\{inquiryRetention\.days\}/);
    const stated = [inquiryRetention.days, String(DEFAULT_RETENTION_DAYS), inquiryRetention.en, inquiryRetention.ja];
    for (const words of stated) {
      expect(text).not.toContain(words);
    }
  });
});

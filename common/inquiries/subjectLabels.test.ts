import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inquirySubjects} from './fields';
import {inquirySubjectLabels, subjectLabel} from './subjectLabels';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('subject labels shared by the form and the notification mail', () => {
  it('name every subject the form offers, in both languages', () => {
    expect(Object.keys(inquirySubjectLabels)).toEqual([...inquirySubjects]);
    for (const {ja, en} of Object.values(inquirySubjectLabels)) {
      expect(ja.trim()).not.toBe('');
      expect(en.trim()).not.toBe('');
    }
  });

  it('are written nowhere else: no translation of the site names a subject', () => {
    const ids = Object.keys(JSON.parse(read('i18n/en/code.json')) as object);
    expect(ids.filter((id) => id.startsWith('contact.subject.'))).toEqual([]);
  });

  it('give a subject the form no longer offers as stored', () => {
    expect(subjectLabel('ja', 'consult-mvp')).toBe('MVP開発のご相談');
    expect(subjectLabel('en', 'other')).toBe('Other');
    expect(subjectLabel('en', 'retired-product')).toBe('retired-product');
    expect(subjectLabel('ja', 'toString')).toBe('toString');
  });
});

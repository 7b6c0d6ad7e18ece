import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {inquirySubjects} from './fields';
import {inquirySubjectLabels, subjectLabel} from './subjectLabels';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The form's labels: the source messages of `translate({id: 'contact.subject.…', message: '…'})`. */
function formSourceLabels(source: string): Record<string, string> {
  const found = source.matchAll(/id:\s*'contact\.subject\.([\w-]+)',\s*message:\s*'([^']*)'/g);
  return Object.fromEntries([...found].map(([, subject, message]) => [subject, message]));
}

/** The English labels: i18n/en/code.json's `contact.subject.…` entries. */
function codeJsonLabels(codeJson: string): Record<string, string> {
  const entries = Object.entries(JSON.parse(codeJson) as Record<string, {message: string}>);
  return Object.fromEntries(
    entries
      .filter(([id]) => id.startsWith('contact.subject.'))
      .map(([id, {message}]) => [id.slice('contact.subject.'.length), message]),
  );
}

const byOrder = (labels: Record<string, string>) => Object.fromEntries(inquirySubjects.map((s) => [s, labels[s]]));

describe('subject labels shared by the form and the notification mail', () => {
  const messages = read('src/components/ContactForm/messages.ts');
  const codeJson = read('i18n/en/code.json');

  it('are the Japanese labels the contact form shows', () => {
    expect(Object.keys(formSourceLabels(messages)).sort()).toEqual([...inquirySubjects].sort());
    expect(byOrder(inquirySubjectLabels.ja)).toEqual(byOrder(formSourceLabels(messages)));
  });

  it('are the English labels of i18n/en/code.json', () => {
    expect(Object.keys(codeJsonLabels(codeJson)).sort()).toEqual([...inquirySubjects].sort());
    expect(byOrder(inquirySubjectLabels.en)).toEqual(byOrder(codeJsonLabels(codeJson)));
  });

  it('notice a label changed on one side only', () => {
    const edited = messages.replace("message: 'MVP開発のご相談'", "message: 'MVP開発について'");
    expect(byOrder(inquirySubjectLabels.ja)).not.toEqual(byOrder(formSourceLabels(edited)));
    const json = codeJson.replace('"Consultation on MVP development"', '"MVP development"');
    expect(byOrder(inquirySubjectLabels.en)).not.toEqual(byOrder(codeJsonLabels(json)));
  });

  it('give a subject the form no longer offers as stored', () => {
    expect(subjectLabel('ja', 'consult-mvp')).toBe('MVP開発のご相談');
    expect(subjectLabel('en', 'other')).toBe('Other');
    expect(subjectLabel('en', 'retired-product')).toBe('retired-product');
    expect(subjectLabel('ja', 'toString')).toBe('toString');
  });
});

import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {inquirySubjects, type InquirySubject} from '@site/common/inquiries/fields';
import {inquirySubjectLabels} from '@site/common/inquiries/subjectLabels';
import {useLocalized} from '@site/src/hooks/useLocalized';

/** The subjects' two groups, in the order of `inquirySubjects`; the rest (`other`) follows them. */
const productSubjects = inquirySubjects.filter((subject) => subject.startsWith('product-'));
const consultationSubjects = inquirySubjects.filter((subject) => subject.startsWith('consult-'));
const ungrouped = inquirySubjects.filter((subject) => !/^(product|consult)-/.test(subject));

/** The options of the subject select: none chosen yet, then every subject in words. */
export function SubjectOptions(): ReactNode {
  const t = useLocalized();
  const option = (subject: InquirySubject) => (
    <option key={subject} value={subject}>
      {t(inquirySubjectLabels[subject])}
    </option>
  );
  return (
    <>
      <option value="">{translate({id: 'contact.form.subject.placeholder', message: '選択してください'})}</option>
      <optgroup label={translate({id: 'contact.form.subject.products', message: '製品についてのお問い合わせ'})}>
        {productSubjects.map(option)}
      </optgroup>
      <optgroup label={translate({id: 'contact.form.subject.consultations', message: 'ご相談'})}>
        {consultationSubjects.map(option)}
      </optgroup>
      {ungrouped.map(option)}
    </>
  );
}

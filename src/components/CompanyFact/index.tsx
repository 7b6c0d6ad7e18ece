import React, {type ReactNode} from 'react';
import {company} from '@site/src/data/company';
import {useLocalized} from '@site/src/hooks/useLocalized';
import {formatYearMonth} from '@site/src/data/format';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export type CompanyFactField = 'name' | 'address' | 'ceo' | 'privacyEmail' | 'established' | 'businessArea';

interface Props {
  field: CompanyFactField;
}

/** One company fact in the page's language, for Markdown pages that must not repeat src/data. */
export default function CompanyFact({field}: Props): ReactNode {
  const t = useLocalized();
  const {i18n} = useDocusaurusContext();
  switch (field) {
    case 'privacyEmail':
      // eslint-disable-next-line @docusaurus/no-html-links -- a mailto: address, not navigation; Link would add target="_blank"
      return <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>;
    case 'established':
      return <>{formatYearMonth(company.established, i18n.currentLocale)}</>;
    default:
      return <>{t(company[field])}</>;
  }
}

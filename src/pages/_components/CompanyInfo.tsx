import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {company} from '@site/src/data/company';
import {formatYearMonth} from '@site/src/data/format';
import {useLocalized} from '@site/src/hooks/useLocalized';
import styles from './home.module.css';

/** The company information list of the About section. */
export function CompanyInfo(): ReactNode {
  const t = useLocalized();
  const {i18n} = useDocusaurusContext();
  const rows: [ReactNode, ReactNode][] = [
    [<Translate id="home.about.name">会社名</Translate>, t(company.name)],
    [<Translate id="home.about.address">所在地</Translate>, t(company.address)],
    [<Translate id="home.about.ceo">代表者</Translate>, t(company.ceo)],
    [<Translate id="home.about.established">設立</Translate>, formatYearMonth(company.established, i18n.currentLocale)],
    [<Translate id="home.about.business">事業内容</Translate>, t(company.businessArea)],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value], index) => (
        <div key={index} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

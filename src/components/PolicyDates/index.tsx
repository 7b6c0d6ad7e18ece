import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatDate} from '@site/src/data/format';
import {policyDates} from '@site/src/data/policies';

interface Props {
  policy: keyof typeof policyDates;
}

/** The closing "established / last revised" lines of a policy page (src/data/policies.ts). */
export default function PolicyDates({policy}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const {established, revised} = policyDates[policy];
  return (
    <p>
      <Translate id="policy.established" values={{date: formatDate(established, i18n.currentLocale)}}>
        {'制定日：{date}'}
      </Translate>
      <br />
      <Translate id="policy.revised" values={{date: formatDate(revised, i18n.currentLocale)}}>
        {'最終改定日：{date}'}
      </Translate>
    </p>
  );
}

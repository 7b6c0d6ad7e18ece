import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';

/** "Privacy policy", linked: the words the contact form's note and the cookie banner put in their sentences. */
export function PrivacyPolicyLink(): ReactNode {
  return (
    <Link to="/privacy">
      <Translate id="privacyPolicy.link">プライバシーポリシー</Translate>
    </Link>
  );
}

import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {inquiryStorage, type InquiryStorage as Storage} from '@site/src/data/inquiryStorage';
import {useLocalized} from '@site/src/hooks/useLocalized';

interface Props {
  field: keyof Storage;
}

/** Where this build keeps inquiries (src/data/inquiryStorage.ts), for the privacy policy. */
export default function InquiryStorage({field}: Props): ReactNode {
  const t = useLocalized();
  const {siteConfig} = useDocusaurusContext();
  const {supabaseUrl} = siteConfig.customFields as {supabaseUrl?: string};
  return t(inquiryStorage[supabaseUrl ? 'supabase' : 'server'][field]);
}

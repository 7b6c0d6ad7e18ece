import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {InquiryTransportConfig} from '@site/common/inquiries/transport';

/** Where this build sends inquiries, as docusaurus.config.ts decided it (common/inquiries/transport.ts). */
export function useInquiryTransportConfig(): InquiryTransportConfig {
  const {siteConfig} = useDocusaurusContext();
  const decided = siteConfig.customFields?.inquiryTransport as InquiryTransportConfig | undefined;
  if (!decided) {
    throw new Error('customFields.inquiryTransport is missing: docusaurus.config.ts sets it from inquiryTransport()');
  }
  return decided;
}

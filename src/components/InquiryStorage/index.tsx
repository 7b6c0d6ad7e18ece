import type {ReactNode} from 'react';
import {inquiryStorage, type InquiryStorage as Storage} from '@site/src/data/inquiryStorage';
import {useLocalized} from '@site/src/hooks/useLocalized';
import {useInquiryTransportConfig} from '@site/src/inquiries/useInquiryTransportConfig';

interface Props {
  field: keyof Storage;
}

/** Where this build keeps inquiries (src/data/inquiryStorage.ts), for the privacy policy. */
export default function InquiryStorage({field}: Props): ReactNode {
  const t = useLocalized();
  const {kind} = useInquiryTransportConfig();
  return t(inquiryStorage[kind][field]);
}

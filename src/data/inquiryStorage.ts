import type {InquiryTransportConfig} from '../../common/inquiries/transport';
import type {Localized} from './localized';

/** Where the contact form keeps inquiries, as the privacy policy states it for one deployment. */
export interface InquiryStorage {
  /** The database and who runs it. */
  database: Localized;
  /** Where its servers are. */
  location: Localized;
  /** Whether the data leaves Japan or reaches a foreign company, as the APPI asks the policy to say. */
  transfer: Localized;
  /** Which service providers handle the data for us (section 8, outsourcing and supervision). */
  processors: Localized;
  /** Where the data is handled outside Japan, and what we know of that country's rules (section 9). */
  foreignSystems: Localized;
}

/**
 * The two deployments the site supports (our server, or a static host with Supabase), under the kind of
 * transport the build decided (common/inquiries/transport.ts), so the policy always names the one that holds
 * the data. Edit these when the hosting changes.
 */
export const inquiryStorage: Record<InquiryTransportConfig['kind'], InquiryStorage> = {
  server: {
    database: {
      ja: '当社が管理するサーバー上のPostgreSQLデータベース',
      en: 'a PostgreSQL database on a server the Company manages',
    },
    location: {ja: '日本国内（東京）', en: 'Japan (Tokyo)'},
    transfer: {
      ja: 'お問い合わせフォームで取得した情報は日本国内のサーバーで保存し、外国にある第三者へは提供しない。',
      en: 'Contact form data is stored on servers in Japan and is not provided to any third party in a foreign country.',
    },
    processors: {
      ja: '当社は、利用目的の達成に必要な範囲内で、個人データの取扱いを外部の事業者に委託することがある。',
      en: 'We may entrust the handling of personal data to service providers to the extent necessary for the purposes of use.',
    },
    foreignSystems: {
      ja: 'お問い合わせフォームで取得した個人データは、日本国内のサーバーに保存している。外国の第三者へは提供せず、その取扱いを外国の事業者へ委託することもない。',
      en: 'Contact form data is stored on servers in Japan. We neither provide it to a third party in a foreign country nor entrust its handling to a company in a foreign country.',
    },
  },
  supabase: {
    database: {
      ja: '当社の委託先であるSupabase, Inc.（米国）がホスティングするPostgreSQLデータベース',
      en: 'a PostgreSQL database hosted by our service provider Supabase, Inc. (United States)',
    },
    location: {
      ja: '日本国内（Supabaseの東京リージョン、ap-northeast-1）',
      en: 'Japan (Supabase’s Tokyo region, ap-northeast-1)',
    },
    transfer: {
      ja: 'データベースのサーバーは日本国内にあるが、ホスティングを委託するSupabase, Inc.は米国の事業者である。そのため当社は、これを個人情報保護法第28条の「外国にある第三者への提供」として取り扱う。',
      en: 'The database servers are in Japan, but Supabase, Inc., which hosts them for us, is a company in the United States, so we treat this as a provision to a third party in a foreign country under Article 28 of the APPI.',
    },
    processors: {
      ja: '当社は、お問い合わせを保存するデータベースのホスティングをSupabase, Inc.に委託している。このほかにも、利用目的の達成に必要な範囲内で、個人データの取扱いを外部の事業者に委託することがある。',
      en: 'We entrust the hosting of the inquiry database to Supabase, Inc. We may also entrust the handling of personal data to other service providers to the extent necessary for the purposes of use.',
    },
    foreignSystems: {
      ja: 'お問い合わせのデータベースのサーバーは日本国内にあるが、ホスティングを委託しているSupabase, Inc.は米国の事業者である。当社は、米国における個人情報の保護に関する制度を把握した上で、第8項に記載した措置を講じている。',
      en: 'The inquiry database servers are in Japan, but Supabase, Inc., which hosts them for us, is a company in the United States. We have reviewed the personal information protection system of the United States and take the measures described in section 8.',
    },
  },
};

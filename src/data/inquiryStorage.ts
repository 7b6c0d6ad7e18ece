import type {Localized} from './localized';

/** Where the contact form keeps inquiries, as the privacy policy states it for one deployment. */
export interface InquiryStorage {
  /** The database and who runs it. */
  database: Localized;
  /** Where its servers are. */
  location: Localized;
  /** Whether the data leaves Japan or reaches a foreign company, as the APPI asks the policy to say. */
  transfer: Localized;
}

/**
 * The two deployments the site supports (our server, or a static host with Supabase): the build uses `supabase` when SUPABASE_URL is set,
 * `server` otherwise, so the policy always names the one that holds the data. Edit these when the hosting
 * changes.
 */
export const inquiryStorage: Record<'server' | 'supabase', InquiryStorage> = {
  server: {
    database: {
      ja: '当社が管理するサーバー上のPostgreSQLデータベース',
      en: 'a PostgreSQL database on a server the Company manages',
    },
    location: {ja: '日本国内（東京）', en: 'Japan (Tokyo)'},
    transfer: {
      ja: 'お問い合わせフォームで取得した情報は日本国内のサーバーに保存し、外国にある第三者に提供しない。',
      en: 'Contact form data is stored on servers in Japan and is not provided to any third party in a foreign country.',
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
      ja: 'データベースのサーバーは日本国内にあるが、ホスティングを委託するSupabase, Inc.は米国の事業者であるため、当社はこれを個人情報保護法第28条に定める外国にある第三者への提供として取り扱う。',
      en: 'The database servers are in Japan, but Supabase, Inc., which hosts them for us, is a company in the United States, so we treat this as a provision to a third party in a foreign country under Article 28 of the APPI.',
    },
  },
};

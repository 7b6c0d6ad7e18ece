import type {Footer} from '@docusaurus/theme-common';
import {company} from '../src/data/company';

/** Footer link columns (SPEC §2). English labels live in i18n/en/docusaurus-theme-classic/footer.json. */
export const footer = {
  style: 'dark',
  links: [
    {
      title: 'ホーム',
      items: [
        {label: '会社概要', to: '/#about'},
        {label: 'ミッション', to: '/#mission'},
        {label: 'ソリューション', to: '/#solution'},
        {label: '製品', to: '/#products'},
      ],
    },
    {
      title: 'リソース',
      items: [
        {label: 'News Plus', to: '/newsplus'},
        {label: 'ドキュメントBase', to: '/docs/base/'},
        {label: 'ドキュメントCARDANO', to: '/docs/cardano/'},
        {label: 'ドキュメントInternet Computer', to: '/docs/icp/'},
      ],
    },
    {
      title: 'サポート',
      items: [
        {label: 'お問い合わせ', to: '/contact'},
        {label: '利用規約', to: '/term'},
        {label: 'プライバシーポリシー', to: '/privacy'},
        {label: 'GitHub', href: company.repositoryUrl},
      ],
    },
  ],
  copyright: `Copyright ${company.copyrightYears} ${company.name.en} All rights reserved.`,
} satisfies Footer;

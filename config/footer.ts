import type {Footer} from '@docusaurus/theme-common';
import {docsSetPath, listedDocsSets} from './docsSets';
import type {FrameFacts} from './frameFacts';
import {homeSections} from './homeSections';

/** Footer link columns. English labels live in i18n/en/docusaurus-theme-classic/footer.json. */
export function footer(company: FrameFacts): Footer {
  return {
    style: 'dark',
    links: [
      {
        title: 'ホーム',
        items: homeSections,
      },
      {
        title: 'リソース',
        items: [
          {label: 'News Plus', to: '/newsplus'},
          ...listedDocsSets.map((set) => ({label: set.labels.footer, to: docsSetPath(set)})),
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
  };
}

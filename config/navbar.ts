import type {Navbar} from '@docusaurus/theme-common';
import {docsSetPath, listedDocsSets} from './docsSets';
import type {FrameFacts} from './frameFacts';
import {homeSections, NEVER_CURRENT} from './homeSections';

/**
 * Navbar items, right side, in the site's fixed order. Labels are the Japanese source;
 * English comes from i18n/en/docusaurus-theme-classic/navbar.json.
 */
export function navbar(company: FrameFacts): Navbar {
  return {
    title: company.shortName,
    logo: {
      alt: '',
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    hideOnScroll: false,
    items: [
      {
        type: 'dropdown',
        label: 'ホーム',
        to: '/',
        position: 'right',
        items: homeSections.map((section) => ({...section, activeBaseRegex: NEVER_CURRENT})),
      },
      {
        type: 'dropdown',
        label: '製品',
        to: '/products/',
        position: 'right',
        items: [{label: 'ホロリアルカプセル', to: '/products/holorealcapsule/'}],
      },
      {
        type: 'dropdown',
        label: 'News Plus',
        to: '/newsplus',
        position: 'right',
        items: [
          {label: '2025', to: '/newsplus/tags/2025'},
          {label: '2024', to: '/newsplus/tags/2024'},
        ],
      },
      {
        type: 'dropdown',
        label: 'ドキュメント',
        to: '/docs/',
        position: 'right',
        items: listedDocsSets.map((set) => ({label: set.labels.navbar, to: docsSetPath(set)})),
      },
      {label: 'お問い合わせ', to: '/contact', position: 'right'},
      {
        href: company.repositoryUrl,
        // Shown beside the icon in the phone menu; the desktop navbar shows the icon alone (src/css/navbar.css).
        label: 'GitHub',
        position: 'right',
        className: 'header-repository-link',
        'aria-label': 'GitHub',
      },
      {type: 'localeDropdown', position: 'right'},
    ],
  };
}

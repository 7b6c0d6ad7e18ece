import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  baseSidebar: [
    'index',
    {
      type: 'category',
      label: 'バイブコーディング・ミニハッカソン',
      key: 'vibe-coding-mini-hackathon',
      link: {
        type: 'generated-index',
        slug: '/category/vibe-coding-mini-hackathon',
        description:
          'AIコーディングアシスタントと組んで試作品を作った社内ミニハッカソンの記録です。背景、作ったもの、当日の流れ、今後の計画をまとめています。',
      },
      items: [
        'vibe-coding-mini-hackathon/summary',
        'vibe-coding-mini-hackathon/why-now',
        'vibe-coding-mini-hackathon/what-we-built',
        'vibe-coding-mini-hackathon/hackathon-journey',
        'vibe-coding-mini-hackathon/roadmap',
        'vibe-coding-mini-hackathon/appendix',
      ],
    },
  ],
};

export default sidebars;

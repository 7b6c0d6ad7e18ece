import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  cardanoSidebar: [
    'index',
    {
      type: 'category',
      label: 'Fund13',
      key: 'fund13',
      link: {
        type: 'generated-index',
        slug: '/category/fund13',
        description:
          'Project Catalyst Fund13で取り組む、セキュアエレメントを持つIoTデバイスとCardano・Hydraを結ぶプロジェクトの設計と評価です。',
      },
      items: [
        {
          type: 'category',
          label: '設計コンセプト',
          key: 'design-concept',
          link: {
            type: 'generated-index',
            slug: '/category/design-concept',
            description: 'コンセプト、アーキテクチャ、API、データフローの4ページで設計を説明します。',
          },
          items: ['f13/arch/concept', 'f13/arch/architecture', 'f13/arch/api', 'f13/arch/flow'],
        },
        {
          type: 'category',
          label: '評価',
          key: 'evaluation',
          link: {
            type: 'generated-index',
            slug: '/category/evaluation',
            description: 'Hydraの評価環境と、hydra-nodeのバージョンごとの計測手法です。',
          },
          items: ['eval/environment-hydra', 'eval/benchmark-hydra-0200', 'eval/benchmark-hydra-0223'],
        },
      ],
    },
    'hydra',
    'hydra_qa',
    'expo2025spring',
  ],
};

export default sidebars;

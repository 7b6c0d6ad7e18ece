import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  internetComputerSidebar: [
    'index',
    {
      type: 'category',
      label: 'CCCシリーズ',
      key: 'ccc',
      link: {type: 'doc', id: 'ccc/index'},
      items: ['ccc/1', 'ccc/2', 'ccc/3', 'ccc/4', 'ccc/5', 'ccc/6'],
    },
  ],
};

export default sidebars;

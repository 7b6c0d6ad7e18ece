/** The home page's sections, linked from the navbar's Home menu and the footer's Home column (Japanese labels). */
export const homeSections = [
  {label: '会社概要', to: '/#about'},
  {label: 'ミッション', to: '/#mission'},
  {label: 'ソリューション', to: '/#solution'},
  {label: '製品', to: '/#products'},
];

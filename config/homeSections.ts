/** The home page's sections, linked from the navbar's Home menu and the footer's Home column (Japanese labels). */
export const homeSections = [
  {label: '会社概要', to: '/#about'},
  {label: 'ミッション', to: '/#mission'},
  {label: 'ソリューション', to: '/#solution'},
  {label: '製品', to: '/#products'},
];

/**
 * A section is a place on the home page, not a page: its link is never marked as the current page (by default
 * every link to `/#…` was, all four at once on the home page). A pattern no path matches says so.
 */
export const NEVER_CURRENT = '^(?!)';

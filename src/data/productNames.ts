import type {Localized} from './localized';

/**
 * Also the navbar's section label on the product's pages (src/components/CategoryLabel): in a module of its own
 * so that the navbar, on every page, does not carry the whole product table.
 */
export const holorealCapsuleName: Localized = {ja: 'ホロリアルカプセル', en: 'Holoreal Capsule'};

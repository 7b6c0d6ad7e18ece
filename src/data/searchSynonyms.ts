/**
 * Names a Japanese reader may type in katakana that the site writes in Latin letters. The search takes
 * either form for the other, and splits a katakana compound made of them (ハイドラヘッド → Hydra Head).
 */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ハイドラ: ['Hydra'],
  ヘッド: ['Head'],
  カルダノ: ['Cardano'],
  プルータス: ['Plutus'],
  ミスリル: ['Mithril'],
  インターネットコンピューター: ['Internet Computer', 'ICP'],
  インターネットコンピュータ: ['Internet Computer', 'ICP'],
  キャニスター: ['canister'],
  ホロリアル: ['Holoreal'],
  カプセル: ['Capsule'],
};

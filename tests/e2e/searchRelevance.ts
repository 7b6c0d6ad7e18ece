/**
 * Queries a visitor types and the page they mean, which the search must list first (searching the whole site,
 * as from the home page). Checked on the built site by tests/e2e/search.spec.ts.
 */
export const RELEVANCE: Record<'ja' | 'en', readonly {query: string; first: string}[]> = {
  ja: [
    {query: 'ハイドラヘッド', first: '/docs/cardano/hydra'},
    {query: 'しきい値署名', first: '/docs/icp/ccc/4'},
    {query: 'キャニスター', first: '/docs/icp/ccc/1'},
    {query: 'アイデンティティ', first: '/docs/icp/ccc/2'},
    {query: 'デバイス認証', first: '/docs/icp/ccc/3'},
    {query: 'ホロリアルカプセル', first: '/products/holorealcapsule/'},
    {query: 'プライバシーポリシー', first: '/privacy'},
    {query: '利用規約', first: '/term'},
    {query: 'お問い合わせ', first: '/contact'},
    {query: 'Hydra FAQ', first: '/newsplus/hydra-faq'},
    {query: '評価環境', first: '/docs/cardano/eval/environment-hydra'},
    {query: 'ハッカソンで作ったもの', first: '/docs/base/vibe-coding-mini-hackathon/what-we-built'},
    {query: 'データフロー', first: '/docs/cardano/f13/arch/flow'},
    {query: '0.22.3', first: '/docs/cardano/eval/benchmark-hydra-0223'},
  ],
  en: [
    {query: 'hydra head', first: '/en/docs/cardano/hydra'},
    {query: 'threshold signatures', first: '/en/docs/icp/ccc/4'},
    {query: 'canisters', first: '/en/docs/icp/ccc/1'},
    {query: 'identity', first: '/en/docs/icp/ccc/2'},
    {query: 'device authentication', first: '/en/docs/icp/ccc/3'},
    {query: 'display capsule', first: '/en/products/holorealcapsule/'},
    {query: 'privacy policy', first: '/en/privacy'},
    {query: 'terms of service', first: '/en/term'},
    {query: 'hydra faq', first: '/en/newsplus/hydra-faq'},
    {query: 'benchmark environment', first: '/en/docs/cardano/eval/environment-hydra'},
    {query: 'roadmap', first: '/en/docs/base/vibe-coding-mini-hackathon/roadmap'},
    {query: 'data flow', first: '/en/docs/cardano/f13/arch/flow'},
    {query: 'https outcalls', first: '/en/docs/icp/ccc/4'},
    {query: '0.22.3', first: '/en/docs/cardano/eval/benchmark-hydra-0223'},
  ],
};

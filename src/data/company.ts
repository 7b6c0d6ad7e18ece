import {DEFAULT_SITE_URL} from '../../common/siteUrl';
import type {Localized} from './localized';

/**
 * Facts about the company, shown on the home page, in the footer, in legal pages and in
 * structured data. The owner edits them here and nowhere else.
 */
export interface Company {
  name: Localized;
  shortName: string;
  slogan: Localized;
  address: Localized;
  ceo: Localized;
  /** ISO date (YYYY-MM) of incorporation. */
  established: string;
  businessArea: Localized;
  /** Where privacy requests go. */
  privacyEmail: string;
  /** Where security researchers report vulnerabilities (security.txt). */
  securityEmail: string;
  /** Public site address without a trailing slash; SITE_URL overrides it at build time. */
  url: string;
  repositoryUrl: string;
  copyrightYears: string;
}

export const company: Company = {
  name: {ja: '株式会社ホロリアル', en: 'Holoreal Inc.'},
  shortName: 'Holoreal',
  slogan: {ja: '真正性を、最初に。', en: 'Authenticity, FIRST'},
  address: {
    ja: '〒150-0002 東京都渋谷区渋谷二丁目24番12号',
    en: '2-24-12 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan',
  },
  ceo: {ja: '代表取締役 佐藤 健一', en: 'Kenichi Sato, Representative Director and CEO'},
  established: '2023-04',
  businessArea: {
    ja: 'ブロックチェーンとIoTを組み合わせた真正性証明・認証認可ソリューションの研究開発、製造、販売およびコンサルティング',
    en: 'Research, development, manufacture and sale of authenticity, authentication and authorization solutions that combine blockchain with IoT, and consulting',
  },
  privacyEmail: 'privacy@holoreal.jp',
  securityEmail: 'security@holoreal.jp',
  url: DEFAULT_SITE_URL,
  repositoryUrl: 'https://github.com/holoreal/holoreal-website',
  copyrightYears: '2023-2025',
};

export interface Pillar {
  id: string;
  title: Localized;
  body: Localized;
}

/** The three pillars of the mission (home page, "Mission"). */
export const missionPillars: readonly Pillar[] = [
  {
    id: 'start-from-truth',
    title: {ja: '真実から始める', en: 'Starting from truth'},
    body: {
      ja: 'データの価値は、それがどこで生まれたかで決まります。私たちは機器の中の鍵で署名し、発生した瞬間から出どころを証明できるようにします。',
      en: 'Data is only worth as much as its origin. We sign it with a key inside the device, so its source can be proven from the moment it is created.',
    },
  },
  {
    id: 'shareable-truth',
    title: {ja: '共有できる真実', en: 'Shareable truth'},
    body: {
      ja: '証明は、特定の会社のサーバーを信じなくても確かめられるべきです。検証に必要な記録を公開台帳へ置き、誰もが同じ答えへたどり着けるようにします。',
      en: 'A proof should hold without trusting any one company’s server. We put what verification needs on a public ledger, so everyone reaches the same answer.',
    },
  },
  {
    id: 'truth-creates-kindness',
    title: {ja: '真実が優しさを生む', en: 'Truth creates kindness'},
    body: {
      ja: '本物だと確かめられれば、疑うための手間が要らなくなります。偽物や不正におびえずに、人と人が安心して物や場所を分け合える社会を目指します。',
      en: 'When genuineness can be checked, nobody has to spend effort on suspicion. We work towards people sharing things and places with confidence, free of fakes and fraud.',
    },
  },
];

export interface Solution {
  id: 'blockchain' | 'hardware' | 'software' | 'consulting';
  title: Localized;
  body: Localized;
}

/** What the company offers (home page, "Solutions"). */
export const solutions: readonly Solution[] = [
  {
    id: 'blockchain',
    title: {ja: 'ブロックチェーン', en: 'Blockchain'},
    body: {
      ja: 'CardanoとHydra、Internet Computerを使い、機器の身元・権限・履歴を改ざんできない形で記録します。',
      en: 'We record device identities, permissions and histories tamper-evidently on Cardano, Hydra and the Internet Computer.',
    },
  },
  {
    id: 'hardware',
    title: {ja: 'ハードウェア', en: 'Hardware'},
    body: {
      ja: 'セキュアエレメントを載せたモジュールから、錠・照明・ボックス・ガチャ端末まで、署名できる機器を設計・製造します。',
      en: 'From secure-element modules to locks, lights, boxes and gacha terminals, we design and build devices that can sign.',
    },
  },
  {
    id: 'software',
    title: {ja: 'ソフトウェア', en: 'Software'},
    body: {
      ja: 'IoT SDK、ゲートウェイ、検証API、Web検証ツールまで、機器とチェーンをつなぐソフトウェアを提供します。',
      en: 'The IoT SDK, gateways, verification API and web verifier: the software that connects devices to the chain.',
    },
  },
  {
    id: 'consulting',
    title: {ja: 'コンサルティング', en: 'Consulting'},
    body: {
      ja: '真正性の証明が事業にどう効くかの検討から、MVPの開発、実証実験、運用設計まで伴走します。',
      en: 'From working out where proof of authenticity pays off in your business to building an MVP, running a pilot and planning operations.',
    },
  },
];

import type {Localized} from './localized';
import {holorealCapsuleName} from './productNames';
import type {InquirySubject} from '../../common/inquiries/fields';

/** The specification fields, in the order the tables show them. */
export const specFields = [
  'communication',
  'powerSupply',
  'size',
  'operation',
  'authentication',
  'control',
  'powerRating',
  'monitoring',
  'status',
] as const;

export type SpecField = (typeof specFields)[number];

export const specFieldLabels: Record<SpecField, Localized> = {
  communication: {ja: '通信方式', en: 'Communication'},
  powerSupply: {ja: '電源', en: 'Power supply'},
  size: {ja: 'サイズ', en: 'Size'},
  operation: {ja: '操作方法', en: 'Operation method'},
  authentication: {ja: '認証方式', en: 'Authentication method'},
  control: {ja: '制御機能', en: 'Control functions'},
  powerRating: {ja: '定格電力', en: 'Power rating'},
  monitoring: {ja: '監視機能', en: 'Monitoring functions'},
  status: {ja: 'ステータス', en: 'Status'},
};

export interface Product {
  /** Stable id, also the anchor on the home page. */
  id: string;
  name: Localized;
  summary: Localized;
  /** Only the fields that apply to this product. */
  specs: Partial<Record<SpecField, Localized>>;
  /** Own page, when one exists (locale-less path). */
  page?: string;
  /** Subject preselected on the contact form for this product, when it has one. */
  contactSubject?: InquirySubject;
}

const inDevelopment: Localized = {ja: '開発中', en: 'In development'};
const available: Localized = {ja: '提供中', en: 'Available'};
const pilot: Localized = {ja: '実証実験中', en: 'In pilot'};

export const products: readonly Product[] = [
  {
    id: 'secure-element-module',
    name: {ja: 'セキュアエレメントモジュール', en: 'Secure Element Module'},
    summary: {
      ja: '秘密鍵を耐タンパー性のチップ内で生成・保管し、外へ出さずに署名するモジュールです。機器の身元をブロックチェーンと結び付ける土台です。',
      en: 'Generates and keeps private keys inside a tamper-resistant chip and signs without ever exporting them. It anchors a device’s identity to the blockchain.',
    },
    specs: {
      communication: {ja: 'I²C/SPI（ホストMCUと接続）', en: 'I²C / SPI (to the host MCU)'},
      powerSupply: {ja: 'ホスト機器から給電（DC 3.3V）', en: 'Powered by the host device (DC 3.3V)'},
      authentication: {
        ja: 'ECDSA P-256/Ed25519署名、デバイス証明書',
        en: 'ECDSA P-256 / Ed25519 signatures, device certificate',
      },
      status: available,
    },
  },
  {
    id: 'iot-module',
    name: {ja: 'IoTモジュール', en: 'IoT Module'},
    summary: {
      ja: 'セキュアエレメントを載せた通信モジュールです。既存の機器に組み込むと、送るデータに機器自身の署名が付きます。',
      en: 'A communication module with the secure element on board. Built into existing equipment, it makes every message carry the device’s own signature.',
    },
    specs: {
      communication: {ja: 'Wi-Fi/Bluetooth/LTE', en: 'Wi-Fi / Bluetooth / LTE'},
      powerSupply: {ja: 'DC 5V（ホスト機器から給電）またはバッテリー', en: 'DC 5V from the host device, or battery'},
      authentication: {ja: 'セキュアエレメントによるデバイス署名', en: 'Device signature by the secure element'},
      monitoring: {ja: '死活監視、通信品質の記録', en: 'Heartbeat, link-quality logging'},
      status: available,
    },
  },
  {
    id: 'iot-sdk',
    name: {ja: 'IoT SDK', en: 'IoT SDK'},
    summary: {
      ja: 'デバイス登録、データの署名と検証、ブロックチェーンへのアンカリングを数行で書けるライブラリ群です。',
      en: 'Libraries that register devices, sign and verify data, and anchor it on a blockchain in a few lines of code.',
    },
    specs: {
      operation: {ja: 'TypeScript/C向けAPI、CLI', en: 'API for TypeScript and C, command-line tool'},
      authentication: {
        ja: 'Cardanoウォレット署名、Internet Identity',
        en: 'Cardano wallet signatures, Internet Identity',
      },
      status: inDevelopment,
    },
  },
  {
    id: 'smart-blockchain-gacha',
    name: {ja: 'スマートブロックチェーンガチャ', en: 'Smart Blockchain Gacha'},
    summary: {
      ja: '抽選の結果と確率をブロックチェーンに記録するカプセルトイ端末です。誰でも後から公正さを確かめられます。',
      en: 'A capsule-toy terminal that records every draw and its odds on the blockchain, so anyone can check afterwards that it was fair.',
    },
    specs: {
      communication: {ja: 'Wi-Fi/LTE', en: 'Wi-Fi / LTE'},
      powerSupply: {ja: 'AC 100V', en: 'AC 100V'},
      size: {ja: 'W300 x D300 x H400mm', en: 'W300 x D300 x H400mm'},
      operation: {ja: 'タッチパネル、スマートフォン決済', en: 'Touch panel, smartphone payment'},
      authentication: {ja: 'NFC、ウォレット署名', en: 'NFC, wallet signature'},
      monitoring: {ja: '在庫・稼働状況の遠隔監視', en: 'Remote stock and uptime monitoring'},
      status: pilot,
    },
    contactSubject: 'product-smart-blockchain-gacha',
  },
  {
    id: 'smart-light-outlet',
    name: {ja: 'スマートライト＆コンセント', en: 'Smart Light & Outlet'},
    summary: {
      ja: 'ブロックチェーン上の権限で点灯と通電を制御する照明とコンセントです。使った電力も記録します。',
      en: 'A light and an outlet switched by permissions held on the blockchain. Energy use is recorded as well.',
    },
    specs: {
      communication: {ja: 'Wi-Fi/Bluetooth', en: 'Wi-Fi / Bluetooth'},
      powerSupply: {ja: 'AC 100V', en: 'AC 100V'},
      operation: {ja: 'スマートフォンアプリ、本体スイッチ', en: 'Smartphone app, switch on the unit'},
      authentication: {ja: 'ウォレット署名によるアクセス権', en: 'Access rights by wallet signature'},
      control: {ja: 'オン／オフ、タイマー、時間単位の利用権', en: 'On/off, timer, time-limited usage rights'},
      powerRating: {ja: '最大1500W', en: 'Up to 1500W'},
      monitoring: {ja: '消費電力の計測と記録', en: 'Energy metering and logging'},
      status: pilot,
    },
    contactSubject: 'product-smart-light-outlet',
  },
  {
    id: 'smart-key',
    name: {ja: 'スマートキー', en: 'Smart Key'},
    summary: {
      ja: 'ウォレットに入った鍵で開ける電子錠です。合鍵の受け渡しや期限付きの入室権をオンチェーンで管理します。',
      en: 'An electronic lock opened by a credential held in a wallet. Shared and time-limited access is managed on-chain.',
    },
    specs: {
      communication: {ja: 'NFC/Bluetooth', en: 'NFC / Bluetooth'},
      powerSupply: {ja: 'バッテリー', en: 'Battery'},
      operation: {ja: 'スマートフォンまたはNFCカードをかざす', en: 'Tap a smartphone or an NFC card'},
      authentication: {ja: 'チャレンジ・レスポンス署名', en: 'Challenge–response signature'},
      control: {ja: '施錠／解錠、期限付き権限', en: 'Lock/unlock, time-limited rights'},
      monitoring: {ja: '開閉履歴、電池残量', en: 'Access log, battery level'},
      status: inDevelopment,
    },
  },
  {
    id: 'smart-box',
    name: {ja: 'スマートボックス', en: 'Smart Box'},
    summary: {
      ja: '受け取り権限をオンチェーンで確かめてから開く宅配・保管ボックスです。電源のない屋外にも置けます。',
      en: 'A delivery and storage box that opens only after checking the recipient’s right on-chain. It works outdoors without mains power.',
    },
    specs: {
      communication: {ja: 'LTE/Bluetooth', en: 'LTE / Bluetooth'},
      powerSupply: {ja: 'ソーラー＋バッテリー', en: 'Solar plus battery'},
      operation: {ja: 'スマートフォンアプリ、NFC', en: 'Smartphone app, NFC'},
      authentication: {ja: 'ウォレット署名、ワンタイム受け取り権', en: 'Wallet signature, one-time pickup right'},
      control: {ja: '解錠、扉の開閉検知', en: 'Unlock, door open/close detection'},
      monitoring: {ja: '開閉履歴、充電状態、位置', en: 'Access log, charge state, location'},
      status: inDevelopment,
    },
    contactSubject: 'product-smart-box',
  },
  {
    id: 'holoreal-capsule',
    name: holorealCapsuleName,
    summary: {
      ja: 'トレーディングカードやフィギュアを収めるディスプレイカプセルです。スマートフォンをかざすと、中身が登録された本物であることと所有履歴を確かめられます。',
      en: 'A display capsule for trading cards and figures. Tap it with a phone to check that the item inside is the registered original and to see its ownership history.',
    },
    specs: {
      communication: {ja: 'NFC', en: 'NFC'},
      powerSupply: {ja: '不要（NFCの電波で動作）', en: 'None (powered by the NFC field)'},
      operation: {
        ja: 'ホロリアルの検証アプリ（iPhone・Android）を入れたスマートフォンをかざす',
        en: 'Tap with a smartphone running the Holoreal verification app (iPhone or Android)',
      },
      authentication: {
        ja: 'セキュアエレメントの署名＋Cardano上の証明書',
        en: 'Secure element signature + certificate on Cardano',
      },
      status: available,
    },
    contactSubject: 'product-holoreal-capsule',
    page: '/products/holorealcapsule/',
  },
];

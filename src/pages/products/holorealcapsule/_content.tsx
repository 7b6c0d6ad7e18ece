import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Translate from '@docusaurus/Translate';
import styles from './_capsule.module.css';

interface Item {
  title: ReactNode;
  body: ReactNode;
}

/** Items with a heading and a paragraph each, as an ordered or unordered list. */
function TitledList({items, ordered, className}: {items: Item[]; ordered: boolean; className?: string}): ReactNode {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={index}>
          <Heading as="h3">{item.title}</Heading>
          <p>{item.body}</p>
        </li>
      ))}
    </List>
  );
}

/** The four steps of a verification, from tap to result. */
export function VerificationSteps(): ReactNode {
  return <TitledList ordered className={styles.steps} items={steps} />;
}

/** Who uses the capsule, and for what. */
export function UseCases(): ReactNode {
  return <TitledList ordered={false} className={styles.useCases} items={useCases} />;
}

const steps: Item[] = [
  {
    title: <Translate id="capsule.how.step1.title">かざす</Translate>,
    body: (
      <Translate id="capsule.how.step1.body">
        スマートフォンをカプセルにかざすと、ホロリアルの検証アプリが使い捨ての乱数（チャレンジ）をNFCでカプセルに送ります。
      </Translate>
    ),
  },
  {
    title: <Translate id="capsule.how.step2.title">署名する</Translate>,
    body: (
      <Translate id="capsule.how.step2.body">
        セキュアエレメントが内部の秘密鍵でチャレンジに署名します。鍵は取り出せないため、同じ署名を作れるのはこのカプセルだけです。
      </Translate>
    ),
  },
  {
    title: <Translate id="capsule.how.step3.title">照合する</Translate>,
    body: (
      <Translate id="capsule.how.step3.body">
        検証アプリは、Cardano上の証明書に記録された公開鍵で署名を確かめ、証明書が失効していないことも確認します。
      </Translate>
    ),
  },
  {
    title: <Translate id="capsule.how.step4.title">表示する</Translate>,
    body: (
      <Translate id="capsule.how.step4.body">
        登録された品物の情報と所有履歴を表示します。署名か証明書のどちらかが合わなければ「確認できません」と表示します。
      </Translate>
    ),
  },
];

const useCases: Item[] = [
  {
    title: <Translate id="capsule.useCases.cards.title">トレーディングカード</Translate>,
    body: (
      <Translate id="capsule.useCases.cards.body">
        高額なカードの鑑定結果と所有履歴をカプセルに結び付け、売買のたびに鑑定し直す手間と偽造のリスクを減らします。
      </Translate>
    ),
  },
  {
    title: <Translate id="capsule.useCases.figures.title">フィギュア・限定グッズ</Translate>,
    body: (
      <Translate id="capsule.useCases.figures.body">
        受注生産品やシリアル入りの限定品を、メーカーが出荷時に登録します。購入者は正規品であることをその場で確かめられます。
      </Translate>
    ),
  },
  {
    title: <Translate id="capsule.useCases.events.title">イベント物販</Translate>,
    body: (
      <Translate id="capsule.useCases.events.body">
        会場限定の品物に、いつどこで販売されたかの記録を付けます。転売市場でも出どころが分かります。
      </Translate>
    ),
  },
];

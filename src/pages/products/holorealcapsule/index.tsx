import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {products} from '@site/src/data/products';
import {useLocalized} from '@site/src/hooks/useLocalized';
import {SpecTable} from '@site/src/components/SpecTable';
import {Section} from '@site/src/components/Section';
import {JsonLd} from '@site/src/structuredData/JsonLd';
import {productJsonLd} from '@site/src/structuredData/product';
import {CapsuleIllustration} from './_CapsuleIllustration';
import {VerificationSteps, UseCases} from './_content';
import styles from './_capsule.module.css';
import {toLocale} from '@site/common/sitePaths';
import Phrases from '@site/src/components/Phrases';

const capsule = products.find((product) => product.id === 'holoreal-capsule')!;

export default function HolorealCapsule(): ReactNode {
  const t = useLocalized();
  const {siteConfig, i18n} = useDocusaurusContext();
  const permalink = useBaseUrl(capsule.page);
  // One text for the lead under the heading and for the Product's description.
  const lead = translate({
    id: 'capsule.hero.lead',
    message:
      '大切なコレクションを収めるカプセルそのものが、中身が本物であることを証明します。スマートフォンをかざすだけで、登録された原本かどうか、誰の手を経てきたかを確かめられます。',
  });
  return (
    <Layout
      title={translate({id: 'capsule.meta.title', message: 'ホロリアルカプセル — 本物を証明するディスプレイカプセル'})}
      description={translate({
        id: 'capsule.meta.description',
        message:
          'ホロリアルカプセルはトレーディングカードやフィギュアを収めるカプセルです。セキュアエレメントの署名とCardano上の証明書で、中身が本物であることをスマートフォンで確かめられます。',
      })}>
      <JsonLd
        data={productJsonLd({
          siteUrl: siteConfig.url,
          locale: toLocale(i18n.currentLocale),
          product: capsule,
          permalink,
          description: lead,
        })}
      />
      <main>
        <header className={styles.hero}>
          <div className={`container ${styles.heroInner}`}>
            <div>
              <Heading as="h1">{t(capsule.name)}</Heading>
              <p className={styles.lead}>{lead}</p>
              <Link className="button button--primary button--lg" to={`/contact?subject=${capsule.contactSubject}`}>
                <Phrases>
                  <Translate id="capsule.cta.button">ホロリアルカプセルについて問い合わせる</Translate>
                </Phrases>
              </Link>
            </div>
            <CapsuleIllustration />
          </div>
        </header>

        <Section id="what" title={<Translate id="capsule.what.title">ホロリアルカプセルとは</Translate>}>
          <p className={styles.prose}>
            <Translate id="capsule.what.body1" values={{powerSupply: t(capsule.specs.powerSupply!)}}>
              {
                'ホロリアルカプセルは、トレーディングカードやフィギュア、限定グッズを収める透明なディスプレイカプセルです。台座にセキュアエレメントとNFCアンテナを内蔵しています。電源は{powerSupply}で、スマートフォンをかざすとカプセル固有の鍵で署名を返します。'
              }
            </Translate>
          </p>
          <p className={styles.prose}>
            <Translate id="capsule.what.body2">
              中身を登録するとき、品物の写真と識別情報のハッシュ、カプセルの公開鍵を結び付けた証明書をCardanoブロックチェーンに記録します。以後、売買や譲渡のたびに所有者の移転もチェーンに残るため、二次流通でも来歴を確かめられます。
            </Translate>
          </p>
        </Section>

        <Section
          id="how"
          muted
          title={<Translate id="capsule.how.title">真正性を証明するしくみ</Translate>}
          lead={
            <Translate id="capsule.how.lead">
              鍵はカプセルの外に出ず、証明書は誰でも読めるチェーンにあります。この2つがそろって初めて「本物」と表示されます。
            </Translate>
          }>
          <VerificationSteps />
        </Section>

        <Section id="use-cases" title={<Translate id="capsule.useCases.title">利用シーン</Translate>}>
          <UseCases />
        </Section>

        <Section id="specifications" muted title={<Translate id="capsule.specs.title">仕様</Translate>}>
          <div className={styles.specs}>
            <SpecTable product={capsule} />
          </div>
        </Section>

        <Section
          id="contact"
          title={<Translate id="capsule.cta.title">導入のご相談</Translate>}
          lead={
            <Translate id="capsule.cta.lead">
              数量、収める品物、既存の販売システムとの連携など、お気軽にご相談ください。
            </Translate>
          }>
          <Link className="button button--primary button--lg" to={`/contact?subject=${capsule.contactSubject}`}>
            <Phrases>
              <Translate id="capsule.cta.button">ホロリアルカプセルについて問い合わせる</Translate>
            </Phrases>
          </Link>
        </Section>
      </main>
    </Layout>
  );
}

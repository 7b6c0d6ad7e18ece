import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {HeroIllustration} from './HeroIllustration';
import {company} from '@site/src/data/company';
import {useLocalized} from '@site/src/hooks/useLocalized';
import styles from './home.module.css';
import Phrases from '@site/src/components/Phrases';

export function Hero(): ReactNode {
  const t = useLocalized();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t(company.slogan)}</p>
          <Heading as="h1" className={styles.heroTitle}>
            <Translate id="home.hero.title">本物であることを、機器が自ら証明する。</Translate>
          </Heading>
          <p className={styles.heroLead}>
            <Translate id="home.hero.lead">
              私たちはセキュアエレメントを載せたIoT機器とブロックチェーンを組み合わせ、現実の世界での認証と認可をつくります。データや物が「どこから来た本物か」を、誰でも確かめられるようにします。
            </Translate>
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--primary button--lg" to="/products/">
              <Phrases>
                <Translate id="home.hero.products">製品を見る</Translate>
              </Phrases>
            </Link>
            <Link className="button button--secondary button--lg" to="/contact">
              <Phrases>
                <Translate id="home.hero.contact">相談する</Translate>
              </Phrases>
            </Link>
          </div>
        </div>
        <HeroIllustration />
      </div>
    </header>
  );
}

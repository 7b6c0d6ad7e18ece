import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {missionPillars, solutions} from '@site/src/data/company';
import {Section} from '@site/src/components/Section';
import {JsonLd} from '@site/src/structuredData/JsonLd';
import {organizationDetails} from '@site/src/structuredData/organization';
import {Hero} from './_components/Hero';
import {CompanyInfo} from './_components/CompanyInfo';
import {CardGrid} from './_components/CardGrid';
import {ProductLineup} from './_components/ProductLineup';

function OrganizationJsonLd(): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  return <JsonLd data={organizationDetails(siteConfig.url, i18n.currentLocale)} />;
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'ブロックチェーン×IoTで真正性を証明する'})}
      description={translate({
        id: 'home.meta.description',
        message:
          '株式会社ホロリアルは、セキュアエレメントを載せたIoT機器とブロックチェーンを組み合わせ、現実の世界での認証・認可と真正性の証明を提供します。',
      })}>
      <OrganizationJsonLd />
      <main>
        <Hero />
        <Section
          id="about"
          title={<Translate id="home.about.title">会社概要</Translate>}
          lead={
            <Translate id="home.about.lead">
              私たちは、現実の世界での認証と認可のための道具をつくる会社です。ハードウェア、ソフトウェア、ブロックチェーンを一社で設計できることが強みです。
            </Translate>
          }>
          <CompanyInfo />
        </Section>
        <Section
          id="mission"
          muted
          title={<Translate id="home.mission.title">ミッション</Translate>}
          lead={<Translate id="home.mission.lead">私たちの仕事を支える3つの柱です。</Translate>}>
          <CardGrid items={missionPillars} numbered />
        </Section>
        <Section
          id="solution"
          title={<Translate id="home.solution.title">ソリューション</Translate>}
          lead={
            <Translate id="home.solution.lead">
              機器からチェーンまで、真正性の証明に必要な部品をそろえています。
            </Translate>
          }>
          <CardGrid items={solutions} />
        </Section>
        <Section
          id="products"
          muted
          title={<Translate id="home.products.title">製品</Translate>}
          lead={
            <Translate id="home.products.lead">
              すべての製品はセキュアエレメントによる署名を前提に設計しています。主な仕様は次のとおりです。
            </Translate>
          }>
          <ProductLineup />
        </Section>
      </main>
    </Layout>
  );
}

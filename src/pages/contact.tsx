import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Translate, {translate} from '@docusaurus/Translate';
import {ContactForm} from '@site/src/components/ContactForm';

export default function Contact(): ReactNode {
  return (
    <Layout
      title={translate({id: 'contact.meta.title', message: 'お問い合わせ'})}
      description={translate({
        id: 'contact.meta.description',
        message: '製品、MVP開発、協業についてのご相談はこちらからお送りください。',
      })}>
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="contact.title">お問い合わせ</Translate>
        </Heading>
        <p>
          <Translate id="contact.lead">
            製品についてのご質問、MVP開発や協業のご相談をお受けしています。担当者から2営業日以内にご連絡します。
          </Translate>
        </p>
        <ContactForm />
      </main>
    </Layout>
  );
}

import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {appLoadCheckScript} from './appLoadCheckScript';

/**
 * Tells the visitor, on the home page, that the site's JavaScript did not load (most often a wrong
 * `baseUrl`). It replaces Docusaurus's base-address banner (`baseUrlIssueBanner: false`), which checks at
 * DOMContentLoaded: here the app's scripts start after the first paint, so the check waits for the page
 * template's settled event instead.
 *
 * Only the inline script is prerendered (its hash reaches the Content-Security-Policy like every inline
 * script of the build); the notice itself is created by that script and only on failure, so a crawler
 * never sees it. Rendered on the server only: the browser has nothing to add once the app runs.
 */
export function AppLoadNotice(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  if (ExecutionEnvironment.canUseDOM || pathname !== siteConfig.baseUrl) {
    return null;
  }
  const script = appLoadCheckScript({
    title: translate({id: 'appLoadNotice.title', message: 'このサイトを正しく読み込めませんでした。'}),
    detail: translate(
      {
        id: 'appLoadNotice.detail',
        message:
          'ページのスクリプトが読み込まれていません。原因の多くはサイト設定のbaseUrl（現在の値：{baseUrl}）の誤りです。',
      },
      {baseUrl: siteConfig.baseUrl},
    ),
  });
  return (
    <Head>
      <script>{script}</script>
    </Head>
  );
}

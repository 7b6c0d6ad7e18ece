import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {docsSetPath, docsSets} from '@site/config/docsSets';
import {toLocale} from '@site/common/sitePaths';
import {MarkdownTwinLink} from '@site/src/components/MarkdownTwinLink';
import {JsonLd} from '@site/src/structuredData/JsonLd';
import {techArticle} from '@site/src/structuredData/techArticle';

/** The docs set a page belongs to, named as the navbar and the search name it. */
function useDocsSet(): {name: string; permalink: string} {
  const {pluginId} = useDocsVersion();
  const locale = toLocale(useDocusaurusContext().i18n.currentLocale);
  const set = docsSets.find(({id}) => id === pluginId) ?? docsSets[0]!;
  return {
    name: set.labels?.search[locale] ?? translate({id: 'navbar.category.documentation', message: 'ドキュメント'}),
    // The locale's base, as the page's own permalink has it (`/en/` in English).
    permalink: useBaseUrl(docsSetPath(set)),
  };
}

/** Wraps a doc's metadata to name its Markdown twin and to describe the page as a TechArticle. */
export default function MetadataWrapper(): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const docsSet = useDocsSet();
  return (
    <>
      <Metadata />
      <MarkdownTwinLink permalink={metadata.permalink} unlisted={metadata.unlisted} />
      <JsonLd
        data={techArticle({
          siteUrl: siteConfig.url,
          locale: toLocale(i18n.currentLocale),
          permalink: metadata.permalink,
          title: metadata.title,
          description: metadata.description,
          lastUpdatedAt: metadata.lastUpdatedAt,
          image: frontMatter.image,
          docsSet,
        })}
      />
    </>
  );
}

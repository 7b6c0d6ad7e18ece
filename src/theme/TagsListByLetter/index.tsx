import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import type {Props} from '@theme/TagsListByLetter';
import styles from './styles.module.css';

type TagItem = Props['tags'][number];

/** Year tags (`2025`) list the posts of a year; the others name a topic. */
const isYear = (tag: TagItem) => /^\d{4}$/.test(tag.label);

function TagCards({tags}: {tags: readonly TagItem[]}): ReactNode {
  const {selectMessage} = usePluralForm();
  const count = (tag: TagItem) =>
    selectMessage(
      tag.count,
      translate(
        {id: 'newsplus.tags.count', message: '{count}件', description: 'Plural forms separated by |'},
        {count: tag.count},
      ),
    );
  return (
    <ul className={styles.tags}>
      {tags.map((tag) => (
        <li key={tag.permalink}>
          <Link rel="tag" to={tag.permalink} className={styles.tag}>
            <span className={styles.label}>{tag.label}</span>
            <span className={styles.count}>{count(tag)}</span>
            {tag.description && <span className={styles.description}>{tag.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The tags index: the theme put each tag under its first character, one heading per tag on this site. Here the
 * topics come first, most used first, then the years, newest first, each tag with its count and description.
 */
export default function TagsListByLetter({tags}: Props): ReactNode {
  const topics = tags.filter((tag) => !isYear(tag)).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const years = tags.filter(isYear).sort((a, b) => b.label.localeCompare(a.label));
  return (
    <>
      <section className={styles.group} aria-labelledby="tags-topics">
        <Heading as="h2" id="tags-topics" className={styles.groupTitle}>
          <Translate id="newsplus.tags.topics">トピック</Translate>
        </Heading>
        <TagCards tags={topics} />
      </section>
      <section className={styles.group} aria-labelledby="tags-years">
        <Heading as="h2" id="tags-years" className={styles.groupTitle}>
          <Translate id="newsplus.tags.years">年</Translate>
        </Heading>
        <TagCards tags={years} />
      </section>
    </>
  );
}

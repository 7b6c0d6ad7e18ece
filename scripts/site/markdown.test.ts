import {describe, expect, it} from 'vitest';
import {markdownFacts} from './markdown';

describe('markdownFacts', () => {
  it('reads the front matter as YAML', () => {
    const facts = markdownFacts('---\ntitle: "題名"\ntags: [a, b]\nsidebar_position: 2\n---\n\nText.\n');
    expect(facts.frontMatter).toEqual({title: '題名', tags: ['a', 'b'], sidebar_position: 2});
  });

  it('counts H2 headings, ATX and setext, but not deeper ones or lines inside code', () => {
    const text = [
      '## One',
      '',
      'Two',
      '---',
      '',
      '### Three',
      '',
      '```rust',
      '## not a heading',
      '#[derive(Debug)]',
      '```',
    ];
    expect(markdownFacts(text.join('\n'))).toMatchObject({h2: 2, code: 1, mermaid: 0});
  });

  it('counts Mermaid diagrams apart from other code blocks', () => {
    const text = [
      '```mermaid',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '```bash',
      'npm ci',
      '```',
      '',
      '    indented code',
    ];
    expect(markdownFacts(text.join('\n'))).toMatchObject({h2: 0, code: 2, mermaid: 1});
  });

  it('reads MDX imports and JSX as text around the headings', () => {
    const text = [
      "import Fact from '@site/src/components/Fact';",
      '',
      '# Title',
      '',
      '<Fact field="name" />',
      '',
      '## Section',
    ];
    expect(markdownFacts(text.join('\n'))).toMatchObject({frontMatter: {}, h2: 1, code: 0});
  });

  it('rejects front matter that is not a mapping', () => {
    expect(() => markdownFacts('---\n- a\n- b\n---\n')).toThrow('front matter is not a YAML mapping');
  });
});

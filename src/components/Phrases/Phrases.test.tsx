// @vitest-environment jsdom
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from '@testing-library/react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {setTestLocale} from '@site/tests/unit/shims/locale';
import Phrases from './index';

afterEach(() => {
  cleanup();
  setTestLocale('ja');
});

const html = (node: React.ReactNode) => render(<p>{node}</p>).container.querySelector('p')!.innerHTML;

describe('<Phrases>: where a heading or a button may wrap', () => {
  it('puts a <wbr> between Japanese phrases, and nowhere else', () => {
    expect(html(<Phrases>ホロリアルカプセルについて問い合わせる</Phrases>)).toBe(
      'ホロリアルカプセルに<wbr>ついて<wbr>問い合わせる',
    );
  });

  it('reaches text given through <Translate>, in a link and in an HTML element', () => {
    expect(
      html(
        <Phrases>
          <Translate id="capsule.cta.button">ホロリアルカプセルについて問い合わせる</Translate>
        </Phrases>,
      ),
    ).toBe('ホロリアルカプセルに<wbr>ついて<wbr>問い合わせる');
    expect(
      html(
        <Phrases>
          <Link to="/newsplus">お問い合わせフォームを改善しました</Link>
        </Phrases>,
      ),
    ).toBe('<a href="/newsplus">お問い合わせフォームを<wbr>改善しました</a>');
    expect(
      html(
        <Phrases>
          設計の<em>基本方針</em>について
        </Phrases>,
      ),
    ).toBe('設計の<em>基本方針</em>に<wbr>ついて');
  });

  it("leaves another component's text whole: it may need its children as one string", () => {
    function Code({children}: {children: string}) {
      return <code>{children.toUpperCase()}</code>;
    }
    expect(
      html(
        <Phrases>
          <Code>しきい値署名とアウトコール</Code>
        </Phrases>,
      ),
    ).toBe('<code>しきい値署名とアウトコール</code>');
  });

  it('changes nothing on an English page', () => {
    setTestLocale('en');
    expect(
      html(
        <Phrases>
          <Translate id="capsule.cta.button">ホロリアルカプセルについて問い合わせる</Translate>
        </Phrases>,
      ),
    ).toBe('Ask about Holoreal Capsule');
  });
});

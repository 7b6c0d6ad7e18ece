import {describe, expect, it} from 'vitest';
import {drawDiagram, keyOf} from './draw';

const SOURCE =
  'sequenceDiagram\n  accTitle: 鍵の登録\n  participant D as デバイス\n  participant G as ゲートウェイ\n  D->>G: 公開鍵とアテステーション';

describe('drawDiagram (Mermaid in Chromium)', () => {
  it('draws a Japanese diagram in both modes, with its text, its title and ids of its own', async () => {
    const drawing = await drawDiagram('ja', SOURCE);
    const key = keyOf('ja', SOURCE).slice(0, 10);
    for (const mode of ['light', 'dark'] as const) {
      const svg = drawing[mode];
      expect(svg).toMatch(new RegExp(`^<svg id="d${key}-${mode}-0"`));
      expect(svg).toContain('>鍵の登録</title>');
      expect(svg).toContain('公開鍵とアテステーション');
      expect(svg).toContain('ゲートウェイ');
      // The page sizes it: no shrinking to the column.
      expect(svg).not.toMatch(/^<svg[^>]*max-width/);
    }
    // The two modes differ in colour.
    expect(drawing.light).not.toBe(drawing.dark.replaceAll('-dark-', '-light-'));
  }, 60_000);
});

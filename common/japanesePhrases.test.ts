import {describe, expect, it} from 'vitest';
import {japanesePhrases} from './japanesePhrases';

describe('japanesePhrases: where a line of Japanese may break', () => {
  it('cuts between phrases, and the parts are the text again', () => {
    const title = 'デバイスはキャニスターに身元をどう証明するか';
    expect(japanesePhrases('ページが見つかりません')).toEqual(['ページが', '見つかりません']);
    expect(japanesePhrases('ホロリアルカプセルについて問い合わせる')).toEqual([
      'ホロリアルカプセルに',
      'ついて',
      '問い合わせる',
    ]);
    expect(japanesePhrases(title).join('')).toBe(title);
  });

  it('keeps a word whole, however long', () => {
    expect(japanesePhrases('セキュアエレメントモジュール')).toEqual(['セキュアエレメントモジュール']);
    expect(japanesePhrases('信頼性を高めたお問い合わせフォーム')).toEqual([
      '信頼性を',
      '高めた',
      'お問い合わせフォーム',
    ]);
  });

  it('breaks after a comma, a colon or a closing bracket, never before one', () => {
    expect(japanesePhrases('本物であることを、機器が自ら証明する。')).toEqual([
      '本物である',
      'ことを、',
      '機器が',
      '自ら証明する。',
    ]);
    expect(japanesePhrases('「ホロリアルカプセル」タグの記事')).toEqual(['「ホロリアルカプセル」', 'タグの', '記事']);
    for (const phrase of japanesePhrases(
      'デバイスはキャニスターに身元をどう証明するか：IoTとDePINについての講演から',
    )) {
      expect(phrase).not.toMatch(/^[：、。）」]/u);
    }
  });

  it('breaks a long phrase where Latin letters meet katakana or kanji, but keeps a particle with its word', () => {
    expect(japanesePhrases('Fund13アーキテクチャ：構成要素・配置・障害時の扱い')).toEqual([
      'Fund13',
      'アーキテクチャ：',
      '構成要素・',
      '配置・',
      '障害時の',
      '扱い',
    ]);
    expect(japanesePhrases('DePINについての講演')).toEqual(['DePINに', 'ついての', '講演']);
    // A short phrase stays whole.
    expect(japanesePhrases('IoTで')).toEqual(['IoTで']);
  });

  it('leaves text without Japanese as it is', () => {
    expect(japanesePhrases('Holoreal Capsule')).toEqual(['Holoreal Capsule']);
    expect(japanesePhrases('')).toEqual([]);
  });
});

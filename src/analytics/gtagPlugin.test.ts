import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import {consentGtagPlugin} from './gtagPlugin';

describe('consentGtagPlugin', () => {
  it('adds no plugin, hence no tag, when GTAG_ID is unset', () => {
    expect(consentGtagPlugin(undefined)).toBeNull();
    expect(consentGtagPlugin('')).toBeNull();
  });

  it('keeps the official plugin’s data but injects no tag into the HTML', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const plugin = consentGtagPlugin('G-TEST123')!({} as LoadContext)!;
      expect(plugin.name).toBe('docusaurus-plugin-google-gtag');
      expect(plugin.injectHtmlTags).toBeUndefined();
      expect(plugin.getClientModules).toBeUndefined();
      let data: unknown;
      await plugin.contentLoaded!({actions: {setGlobalData: (value: unknown) => (data = value)}} as never);
      expect(data).toMatchObject({trackingID: ['G-TEST123'], anonymizeIP: true});
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

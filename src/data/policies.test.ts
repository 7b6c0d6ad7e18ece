import {describe, expect, it} from 'vitest';
import {inquiryRetention} from './policies';

describe('the privacy policy', () => {
  it('states the retention period the server applies, in each language', () => {
    expect(inquiryRetention).toEqual({ja: '3年', en: 'three years', days: '1,096'});
  });
});

import {describe, expect, it} from 'vitest';
import {throttlingOption} from './throttling';

describe('throttlingOption', () => {
  it('takes one method or both, always in the order simulate, devtools', () => {
    expect(throttlingOption([], ['simulate'])).toEqual(['simulate']);
    expect(throttlingOption(['--throttling=devtools'], ['simulate'])).toEqual(['devtools']);
    expect(throttlingOption(['--throttling=devtools,simulate'], ['simulate'])).toEqual(['simulate', 'devtools']);
  });

  it('rejects an unknown, empty or repeated method', () => {
    for (const given of ['provided', '', 'simulate,', 'devtools,devtools']) {
      expect(() => throttlingOption([`--throttling=${given}`], ['simulate'])).toThrow(/--throttling=/);
    }
  });
});

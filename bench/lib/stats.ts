/** Small descriptive statistics over numbers; all return NaN for an empty list. */

function sorted(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** The value at quantile q (0..1), linear interpolation between closest ranks. */
export function quantile(values: readonly number[], q: number): number {
  const list = sorted(values);
  if (list.length === 0) {
    return NaN;
  }
  const position = (list.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return list[low]! + (list[high]! - list[low]!) * (position - low);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: values.length ? Math.min(...values) : NaN,
    max: values.length ? Math.max(...values) : NaN,
  };
}

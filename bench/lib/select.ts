/**
 * The entries of `all` that `ids` names, in the order of `all`; every entry when `ids` is undefined. An id that
 * names none of them throws, listing the known ones (a typo must not quietly measure nothing or everything).
 */
export function selectById<T extends {id: string}>(
  all: readonly T[],
  ids: readonly string[] | undefined,
  what = 'page type',
): T[] {
  if (!ids) {
    return [...all];
  }
  const unknown = ids.filter((id) => !all.some((entry) => entry.id === id));
  if (unknown.length) {
    throw new Error(
      `Unknown ${what}(s): ${unknown.map((id) => `"${id}"`).join(', ')} (known: ${all.map((entry) => entry.id).join(', ')})`,
    );
  }
  return all.filter((entry) => ids.includes(entry.id));
}

import {INQUIRY_FIELDS, columnOf} from '../../common/inquiries/fields';

/** The columns of the inquiry's fields, in the field table's order. */
export const FIELD_COLUMNS: readonly string[] = INQUIRY_FIELDS.map((field) => columnOf(field.key));

/**
 * The select list that reads a row as a `StoredInquiry` (less its id, which callers name themselves):
 * `created_at AS "createdAt", locale, subject, …`, each column prefixed with `table.` when given.
 */
export function storedColumns(table?: string): string {
  const prefix = table ? `${table}.` : '';
  const fields = INQUIRY_FIELDS.map(({key}) => {
    const column = columnOf(key);
    return column === key ? `${prefix}${key}` : `${prefix}${column} AS "${key}"`;
  });
  return [`${prefix}created_at AS "createdAt"`, `${prefix}locale`, ...fields].join(', ');
}

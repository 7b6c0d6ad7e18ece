import type {Thing, WithContext} from 'schema-dts';

/**
 * The JSON text of a structured-data object, safe inside `<script>`: a `<` in a title or description would
 * otherwise let `</script>` end the element early.
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

import type {TextlintFixableRuleModule, TextlintRuleReporter} from '@textlint/types';

/** A space a spacing rule found in a text node: where it starts and how long it is. */
export interface Space {
  start: number;
  length: number;
}

/**
 * A fixable textlint rule that reports, in every text node (headings, table cells, emphasis and link text
 * included), each space `find` returns, with `message`; its fix removes the space.
 */
export function spaceRule(message: string, find: (text: string) => Iterable<Space>): TextlintFixableRuleModule {
  const reporter: TextlintRuleReporter = (context) => {
    const {Syntax, RuleError, report, fixer, getSource, locator} = context;
    return {
      [Syntax.Str](node) {
        for (const {start, length} of find(getSource(node))) {
          report(
            node,
            new RuleError(message, {
              padding: locator.range([start, start + length]),
              fix: fixer.removeRange([start, start + length]),
            }),
          );
        }
      },
    };
  };
  return {linter: reporter, fixer: reporter};
}

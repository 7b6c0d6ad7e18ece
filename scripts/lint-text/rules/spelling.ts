import path from 'node:path';
import type {TxtNode} from '@textlint/ast-node-types';
import type {TextlintRuleModule} from '@textlint/types';

export const ruleId = 'spelling';

type CSpell = typeof import('cspell-lib');
// cspell-lib is ES modules only; loaded once, with its settings, on the first document.
let loading: Promise<{cspell: CSpell; settings: Awaited<ReturnType<CSpell['readSettings']>>}> | undefined;

function load(config: string) {
  loading ??= import('cspell-lib').then(async (cspell) => ({cspell, settings: await cspell.readSettings(config)}));
  return loading;
}

/** Words cspell does not know, in the text a reader sees (Str nodes: not code, not URLs), per cspell.config.yaml. */
const rule: TextlintRuleModule = (context, options) => {
  const {Syntax, RuleError, report, locator, getSource} = context;
  const config = path.resolve((options as {config?: string} | undefined)?.config ?? 'cspell.config.yaml');
  const source = getSource();
  const strs: {node: TxtNode; start: number}[] = [];
  let text = '';
  let end = 0;
  return {
    [Syntax.Str](node) {
      // Str nodes split by markup inside a word (**C**anister) are joined back into the word.
      text += /\s/.test(source.slice(end, node.range[0])) ? ' ' : '';
      strs.push({node, start: text.length});
      text += getSource(node);
      end = node.range[1];
    },
    async [Syntax.DocumentExit]() {
      if (text.trim() === '') {
        return;
      }
      const {cspell, settings} = await load(config);
      const {issues} = await cspell.spellCheckDocument(
        {uri: 'file:///text.txt', text, languageId: 'plaintext', locale: 'en-US'},
        {noConfigSearch: true},
        settings,
      );
      for (const issue of issues) {
        const at = strs.filter(({start}) => start <= issue.offset).pop()!;
        const offset = issue.offset - at.start;
        report(
          at.node,
          new RuleError(`Unknown word "${issue.text}" (not American English, or missing from cspell-words.txt)`, {
            padding: locator.range([offset, offset + issue.text.length]),
          }),
        );
      }
    },
  };
};

export default rule;

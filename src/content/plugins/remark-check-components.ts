import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { COMPONENT_NAMES, COMPONENT_PARTS } from '../../components/names.js';
import { closest } from '../../util/closest.js';
import { topLevelNames, walkEstree } from '../estree.js';
import { report } from '../page-data.js';
import { walkTree } from '../walk-tree.js';

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type Attributes = (MdxJsxAttribute | MdxJsxExpressionAttribute)[];

const LOCATIONS = ['path', 'body', 'query', 'header'] as const;
const lowercaseComponents = new Map(COMPONENT_NAMES.map((name) => [name.toLowerCase(), name]));

/**
 * Finds component names that nothing defines (not Quire, not an import, not an `export`) and
 * component attributes that cannot work, reporting each where it is written. Lowercase names
 * are HTML and pass through; a lowercase spelling of a Quire component (`<note>`) is a warning,
 * because the browser would show it as an unknown inline element.
 */
export function remarkCheckComponents() {
  return (tree: Root, file: VFile) => {
    const defined = new Set<string>(COMPONENT_NAMES);
    const own = new Set<string>();
    walkTree(tree, (node) => {
      if (node.type !== 'mdxjsEsm') return;
      const program = node.data?.estree;
      if (program) for (const name of topLevelNames(program)) own.add(name);
    });
    for (const name of own) defined.add(name);
    // `<Tree.Folder>`: a part of one of Quire's components must be one it has.
    const known = (name: string, base: string) => defined.has(base) && (name === base || own.has(base) || COMPONENT_PARTS.has(name));

    /**
     * Reports a name nothing defines; true when it is one. An element of the page is then left
     * out (`removable`), as Mintlify did; one written inside a `{ }` expression cannot be, and
     * would fail when the page runs, so it stays an error.
     */
    const checkName = (name: string | null, place: { line: number; column: number } | undefined, removable: boolean): boolean => {
      if (!name) return false;
      const base = name.split('.')[0]!;
      if (/^[A-Z]/.test(base)) {
        if (known(name, base)) return false;
        const suggestion = name === base ? closest(base, [...defined]) : closest(name, [...COMPONENT_PARTS]);
        report(file, place, {
          rule: 'mdx/unknown-component',
          ...(removable ? { severity: 'warning' as const } : {}),
          message: removable ? `Unknown component \`<${name}>\`: it is left out of the page.` : `Unknown component \`<${name}>\` in a \`{ }\` expression.`,
          hint: suggestion
            ? `Did you mean \`<${suggestion}>\`?`
            : `Use one of Quire's components, or import it: \`import { ${base} } from '/snippets/${base.toLowerCase()}.jsx'\`.`,
        });
        return true;
      } else if (!name.includes('-') && !name.includes(':') && lowercaseComponents.has(name)) {
        const proper = lowercaseComponents.get(name)!;
        report(file, place, {
          rule: 'mdx/lowercase-component',
          severity: 'warning',
          message: `\`<${name}>\` is an HTML element, not the \`<${proper}>\` component.`,
          hint: `Component names start with a capital letter: write \`<${proper}>\`.`,
        });
      }
      return false;
    };

    const checkExpression = (program: Program | undefined) => {
      if (!program) return;
      walkEstree(program, (node) => {
        if (node.type === ('JSXOpeningElement' as string)) {
          const jsx = node as unknown as { name: { type: string; name?: string }; loc?: { start: { line: number; column: number } } };
          if (jsx.name.type === 'JSXIdentifier') {
            checkName(jsx.name.name ?? null, jsx.loc ? { line: jsx.loc.start.line, column: jsx.loc.start.column + 1 } : undefined, false);
          }
        }
      });
    };

    walkTree(tree, (node) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        checkExpression(node.data?.estree ?? undefined);
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node as Element;
      if (checkName(element.name, element.position?.start, true)) {
        leaveOut(element);
        return;
      }
      for (const attribute of element.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.value && typeof attribute.value === 'object') {
          checkExpression(attribute.value.data?.estree ?? undefined);
        }
      }
      checkAttributes(element, file);
    });
  };
}

/** Empties an element into a fragment with nothing in it: the page renders without it, and nothing below it is looked at. */
export function leaveOut(element: Element): void {
  element.name = null;
  element.attributes = [];
  element.children = [];
}

function attribute(attributes: Attributes, name: string): MdxJsxAttribute | undefined {
  return attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function checkAttributes(element: Element, file: VFile): void {
  const place = element.position?.start;
  const spread = element.attributes.some((a) => a.type === 'mdxJsxExpressionAttribute');
  if ((element.name === 'ParamField' || element.name === 'Param') && !spread) {
    const given = LOCATIONS.filter((location) => attribute(element.attributes, location));
    if (given.length === 0 && attribute(element.attributes, 'name')) {
      // Some real sites write `name=` (ResponseField's attribute); it still names the field.
      report(file, place, {
        rule: 'component/invalid-attribute',
        severity: 'warning',
        message: '`<ParamField>` uses `name`; a parameter is named by its location: `path`, `body`, `query` or `header`.',
        hint: 'Write for example `<ParamField body="limit">`, or use `<ResponseField name="...">` for a field that is not a request parameter.',
      });
    } else if (given.length !== 1) {
      report(file, place, {
        rule: 'component/invalid-attribute',
        message:
          given.length === 0
            ? '`<ParamField>` needs one of `path`, `body`, `query` or `header`, naming the parameter.'
            : `\`<ParamField>\` has ${given.map((g) => `\`${g}\``).join(' and ')}; it needs exactly one location.`,
        hint: 'Write for example `<ParamField query="limit" type="number">`.',
      });
    }
  }
  if (element.name === 'CardGroup' || element.name === 'Columns') {
    const cols = attribute(element.attributes, 'cols');
    if (cols) {
      const raw = typeof cols.value === 'string' ? cols.value : cols.value?.value;
      const value = raw === undefined || raw === null ? NaN : Number(raw.trim());
      if (!Number.isInteger(value) || value < 1) {
        report(file, cols.position?.start ?? place, {
          rule: 'component/invalid-attribute',
          message: `\`<${element.name}>\` \`cols\` must be a whole number, not \`${raw ?? 'true'}\`.`,
          hint: 'Write for example `cols={2}`.',
        });
      }
    }
  }
}

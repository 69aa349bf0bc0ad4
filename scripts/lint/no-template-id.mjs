// The `inkcard/no-template-id` lint rule: a template is its folder and its kind's list line, so no
// other code names it by id (docs/recipes/add-template.md). eslint.config.js says where it applies.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every template and its folder, read from the disk the way registry.test.ts defines a template
 * (a folder `<kind>/<folder>/` holding a `template.ts`, id `<kind>/<folder>`), so a new folder
 * extends the rule by itself.
 * @param {string} src - the absolute path of packages/card-templates/src
 * @returns {Record<string, string>} each template id and its absolute folder
 */
export function templateFolders(src) {
  /** @param {string} dir */
  const subfolders = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
  const folders = {};
  for (const kind of subfolders(src))
    for (const name of subfolders(path.join(src, kind))) {
      const folder = path.join(src, kind, name);
      if (fs.existsSync(path.join(folder, 'template.ts'))) folders[`${kind}/${name}`] = folder;
    }
  return folders;
}

/**
 * Reports a string literal, or a template literal with no expression, whose value is a template's
 * id, in any file but that template's own folder. Options: `{ templates }` from templateFolders().
 * @type {import('eslint').Rule.RuleModule}
 */
export const noTemplateId = {
  meta: {
    type: 'problem',
    docs: { description: 'A template is named by id only in its own folder, the registry and the showcases.' },
    schema: [
      {
        type: 'object',
        properties: { templates: { type: 'object', additionalProperties: { type: 'string' } } },
        required: ['templates'],
        additionalProperties: false,
      },
    ],
    messages: {
      named:
        "'{{id}}' names a template by id: only its own folder, the registry, tests and the gallery and guide showcases may, so adding a template needs nothing else (docs/recipes/add-template.md). Read templates from the registry (templatesOf, findTemplate) instead.",
    },
  },
  create(context) {
    /** @type {Record<string, string>} */
    const templates = context.options[0].templates;
    const check = (node, value) => {
      if (typeof value !== 'string' || !Object.hasOwn(templates, value)) return;
      if (context.filename.startsWith(templates[value] + path.sep)) return;
      context.report({ node, messageId: 'named', data: { id: value } });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateLiteral: (node) => {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked);
      },
    };
  },
};

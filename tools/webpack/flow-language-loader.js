/**
 * A flow module in one language (`flow.ts?lang=fr`): the browser downloads only the texts of the
 * page's language, not all three (shared-domain/flows/*.ts import each flow once per language).
 * The flows write a text as `{ de, fr, it }` or through a helper with `de`, `fr` and `it`
 * parameters (`t('Ja', 'Oui', 'Sì')`); in this module the other two languages' literals become
 * '' (the object keeps its shape, so every reader works unchanged), and its relative (static)
 * imports of other flow modules carry the same query. The place lists (places/) keep one module
 * for all languages: they hold the lists once loaded, and come in their own chunk anyway.
 * The API and the server renderer import the flows without a query, with all their texts.
 */
const path = require('node:path');
const babelPass = require('./babel-pass');

const LANGUAGES = ['de', 'fr', 'it'];
const FLOWS_DIR = path.resolve(__dirname, '../../shared-domain/src/flows');
const PLACES_DIR = path.join(FLOWS_DIR, 'single-person/places');

const isText = (node) => node?.type === 'StringLiteral' || node?.type === 'TemplateLiteral';
const keyName = (property) => (property.key.type === 'Identifier' ? property.key.name : property.key.value);

/** The parameter names of the function a call's callee is bound to in this module, if it has de, fr and it ones. */
function textParams(call, scope) {
  if (call.callee.type !== 'Identifier') return [];
  const node = scope.getBinding(call.callee.name)?.path.node;
  const fn = node?.type === 'VariableDeclarator' ? node.init : node;
  if (!fn || !/Function/.test(fn.type)) return [];
  const names = fn.params.map((param) => (param.type === 'Identifier' ? param.name : undefined));
  return LANGUAGES.every((language) => names.includes(language)) ? names : [];
}

/** Babel plugin: other languages' literals emptied, flow imports kept in this language. */
function oneLanguage({ types: t }, { lang, resourcePath }) {
  const dropped = LANGUAGES.filter((other) => other !== lang);
  const inThisLanguage = (source) => {
    if (!source.value.startsWith('.')) return;
    const target = path.resolve(path.dirname(resourcePath), source.value);
    if (target.startsWith(FLOWS_DIR + path.sep) && !target.startsWith(PLACES_DIR)) source.value += `?lang=${lang}`;
  };
  return {
    visitor: {
      ObjectExpression({ node }) {
        const properties = node.properties.filter((property) => property.type === 'ObjectProperty' && !property.computed);
        const keys = properties.map(keyName);
        if (!LANGUAGES.every((language) => keys.includes(language))) return;
        for (const property of properties) if (dropped.includes(keyName(property)) && isText(property.value)) property.value = t.stringLiteral('');
      },
      CallExpression({ node, scope }) {
        textParams(node, scope).forEach((name, index) => {
          if (dropped.includes(name) && isText(node.arguments[index])) node.arguments[index] = t.stringLiteral('');
        });
      },
      'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'({ node }) {
        if (node.source && node.importKind !== 'type' && node.exportKind !== 'type') inThisLanguage(node.source);
      },
    },
  };
}

module.exports = function flowLanguageLoader(source) {
  const lang = new URLSearchParams(this.resourceQuery.slice(1)).get('lang');
  if (!LANGUAGES.includes(lang)) return source;
  babelPass(this, source, [[oneLanguage, { lang, resourcePath: this.resourcePath }]]);
};

/**
 * The part of a stylesheet a server-rendered document can use before its scripts run
 * (docs/decisions.md, "Only the rules a server-rendered page uses"): a rule is left out when
 * each of its selectors names a class that no element of the document has. What the scripts
 * render later is styled by the stylesheets of their chunks (the remote's, the shell's and
 * shared-ui's), which carry the whole sheet and are in place before they render. Everything else stays: rules without classes
 * (`:root`, elements, attributes), classes only inside `:not()`/`:is()`/`:has()` or attribute
 * brackets, @font-face, @keyframes and comments (a release's marker comment included).
 * A stylesheet is parsed once (postcss); each document's cut is kept by the classes it uses.
 */
import postcss from 'postcss';

/** Parsed stylesheets and cut results kept (the oldest goes first). */
const MAX_SHEETS = 20;
const MAX_CUTS = 500;

/** The classes a selector needs: those outside brackets and parentheses, unescaped. */
export function requiredClasses(selector) {
  const outside = selector.replace(/\[[^\]]*\]/g, '').replace(/\((?:[^()]|\([^()]*\))*\)/g, '');
  return Array.from(outside.matchAll(/\.((?:[\w-]|\\.|[^\x00-\x7f])+)/g), (match) => match[1].replace(/\\(.)/g, '$1'));
}

/** The classes of a document's elements (every `class` attribute, as a server renderer writes them). */
export function documentClasses(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * A stylesheet as a list of parts: text kept as it is, a rule (selectors with the classes each
 * needs, and its block), or a conditional group (@media, @supports, @layer…) holding parts.
 */
function partsOf(container) {
  return (container.nodes ?? []).map((node) => {
    if (node.type === 'rule') {
      const block = node.toString().slice(node.selector.length);
      return { selectors: node.selectors.map((text) => ({ text, classes: requiredClasses(text) })), block };
    }
    if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name) && node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')) {
      const text = node.toString();
      const open = text.slice(0, text.indexOf('{') + 1);
      return { open, parts: partsOf(node), close: '}' };
    }
    return { text: node.toString() };
  });
}

function cut(parts, classes) {
  let out = '';
  for (const part of parts) {
    if (part.text !== undefined) out += part.text;
    else if (part.parts) {
      const inner = cut(part.parts, classes);
      if (inner) out += part.open + inner + part.close;
    } else {
      const kept = part.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
      if (kept.length) out += kept.map((selector) => selector.text).join(',') + part.block;
    }
  }
  return out;
}

/** Every class a stylesheet's selectors need, so that two documents differing in other classes share a cut. */
function classesOf(parts, into = new Set()) {
  for (const part of parts) {
    if (part.parts) classesOf(part.parts, into);
    else if (part.selectors) for (const selector of part.selectors) for (const name of selector.classes) into.add(name);
  }
  return into;
}

/** A function (stylesheet text, document HTML) → the stylesheet's rules that document can use. */
export function createCssCutter() {
  const sheets = new Map();
  const cuts = new Map();
  let parsed = 0;
  const remember = (map, max, key, value) => {
    if (map.size >= max) map.delete(map.keys().next().value);
    map.set(key, value);
    return value;
  };
  return function usedCss(css, html) {
    let sheet = sheets.get(css);
    if (!sheet) {
      let parts;
      try {
        parts = partsOf(postcss.parse(css));
      } catch {
        // A stylesheet postcss cannot read is inlined whole, as before.
        parts = [{ text: css }];
      }
      sheet = remember(sheets, MAX_SHEETS, css, { id: ++parsed, parts, classes: classesOf(parts) });
    }
    const present = documentClasses(html);
    const used = new Set(Array.from(sheet.classes).filter((name) => present.has(name)));
    const key = `${sheet.id} ${Array.from(used).sort().join(' ')}`;
    return cuts.get(key) ?? remember(cuts, MAX_CUTS, key, cut(sheet.parts, used));
  };
}

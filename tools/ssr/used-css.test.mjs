/**
 * The inlined stylesheet of a server-rendered page (node:test, run by `npm test`): only the rules
 * its HTML can use, everything without a class kept, nested groups cut the same way.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createCssCutter, documentClasses, requiredClasses } from './used-css.mjs';

const SHEET = [
  '/* Website – Version 2 */',
  ':root{--green:#0f4c3a}',
  'body{margin:0}',
  '.hero{min-height:20rem}',
  '.menu,.hero .title{color:var(--green)}',
  '.menu-open .panel{display:block}',
  'a:not(.button):hover{text-decoration:underline}',
  'html[data-signed-in] .sign-in{visibility:hidden}',
  '@media (min-width:768px){.hero{min-height:30rem}.panel{display:flex}}',
  '@media print{.panel{display:none}}',
  '@supports (display:grid){@media (min-width:1px){.grid{display:grid}.hero{display:block}}}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '@font-face{font-family:x;src:url(x.woff2)}',
  '.a\\:b{color:red}',
].join('');

const HTML = '<html><body><header class="sign-in"><a class="a:b">x</a></header><main><section class="hero"><h1 class="title">Hi</h1></section></main></body></html>';

test('the classes a selector needs leave out those inside :not(), :is() and attribute brackets', () => {
  assert.deepEqual(requiredClasses('.hero .title'), ['hero', 'title']);
  assert.deepEqual(requiredClasses('a:not(.button):hover'), []);
  assert.deepEqual(requiredClasses('[class*="x.y"] .z'), ['z']);
  assert.deepEqual(requiredClasses('.a\\:b'), ['a:b']);
  assert.deepEqual([...documentClasses('<p class="one  two"></p><i class="">x</i><b class="two three">')], ['one', 'two', 'three']);
});

test('a document gets the rules its classes can match and everything that needs no class', () => {
  const usedCss = createCssCutter();
  assert.equal(
    usedCss(SHEET, HTML),
    [
      '/* Website – Version 2 */',
      ':root{--green:#0f4c3a}',
      'body{margin:0}',
      '.hero{min-height:20rem}',
      '.hero .title{color:var(--green)}',
      'a:not(.button):hover{text-decoration:underline}',
      'html[data-signed-in] .sign-in{visibility:hidden}',
      '@media (min-width:768px){.hero{min-height:30rem}}',
      '@supports (display:grid){@media (min-width:1px){.hero{display:block}}}',
      '@keyframes fade{from{opacity:0}to{opacity:1}}',
      '@font-face{font-family:x;src:url(x.woff2)}',
      '.a\\:b{color:red}',
    ].join(''),
  );
});

test('another document with other classes gets its own cut; the same classes the same text', () => {
  const usedCss = createCssCutter();
  const menu = usedCss(SHEET, '<nav class="menu menu-open"><div class="panel grid"></div></nav>');
  assert.match(menu, /\.menu\{color:var\(--green\)\}/);
  assert.match(menu, /\.menu-open \.panel\{display:block\}/);
  assert.match(menu, /@media print\{\.panel\{display:none\}\}/);
  assert.match(menu, /@supports \(display:grid\)\{@media \(min-width:1px\)\{\.grid\{display:grid\}\}\}/);
  assert.doesNotMatch(menu, /\.hero/);
  assert.equal(usedCss(SHEET, HTML + '<span class="not-in-the-sheet">'), usedCss(SHEET, HTML));
});

test('a stylesheet postcss cannot read is inlined whole', () => {
  const broken = '.a{color:red';
  assert.equal(createCssCutter()(broken + '}}', HTML), broken + '}}');
});

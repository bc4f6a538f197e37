import path from 'node:path';

/** The part of tools/webpack/styles.js tested here: build tooling outside the shell's sources, loaded by path. */
type Styles = { insertSheet: (linkTag: HTMLLinkElement) => void; SHARED_UI_STYLES: string };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { insertSheet, SHARED_UI_STYLES } = require(path.join(__dirname, '../../../tools/webpack/styles.js')) as Styles;

/** A link as mini-css-extract-plugin's chunk loader makes it before calling insert: attributes first. */
function chunkSheet(href: string, project: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('data-mfe', project);
  link.rel = 'stylesheet';
  link.href = href;
  return link;
}

const order = () => Array.from(document.head.children).map((element) => `${element.getAttribute('data-shared-ui') ? 'kit' : element.getAttribute('data-mfe')}:${element.getAttribute('href')}`);

beforeEach(() => {
  document.head.innerHTML = '<style>body{margin:0}</style>';
});

test("puts shared-ui's sheet before the projects' own sheets, tagged data-shared-ui (by its building project) instead of data-mfe", () => {
  insertSheet(chunkSheet('/950.c0f13224.css', 'shell'));
  insertSheet(chunkSheet(`https://group.example/${SHARED_UI_STYLES}.0fd8fcd6.css`, 'mfe-group'));
  insertSheet(chunkSheet('https://group.example/12.aaaaaaaa.css', 'mfe-group'));
  insertSheet(chunkSheet(`/${SHARED_UI_STYLES}.0e1bf2ee.css`, 'shell'));
  expect(order()).toEqual([
    'null:null',
    `kit:https://group.example/${SHARED_UI_STYLES}.0fd8fcd6.css`,
    `kit:/${SHARED_UI_STYLES}.0e1bf2ee.css`,
    'shell:/950.c0f13224.css',
    'mfe-group:https://group.example/12.aaaaaaaa.css',
  ]);
  const kit = document.head.querySelector(`link[href$="${SHARED_UI_STYLES}.0fd8fcd6.css"]`) as HTMLLinkElement;
  expect([kit.getAttribute('data-shared-ui'), kit.hasAttribute('data-mfe')]).toEqual(['mfe-group', false]);
});

test("goes last while no project's sheet is there; a development build's name (no hash) counts too", () => {
  insertSheet(chunkSheet(`/${SHARED_UI_STYLES}.css`, 'shell'));
  expect(order()).toEqual(['null:null', `kit:/${SHARED_UI_STYLES}.css`]);
});

test('a project sheet whose name only contains the kit\'s stays the project\'s', () => {
  insertSheet(chunkSheet(`/my-${SHARED_UI_STYLES}.0e1bf2ee.css`, 'mfe-project'));
  insertSheet(chunkSheet(`/${SHARED_UI_STYLES}.0e1bf2ee.css.map`, 'mfe-project'));
  expect(order()).toEqual(['null:null', `mfe-project:/my-${SHARED_UI_STYLES}.0e1bf2ee.css`, `mfe-project:/${SHARED_UI_STYLES}.0e1bf2ee.css.map`]);
});

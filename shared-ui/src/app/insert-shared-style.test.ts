import insertSharedStyle from './insert-shared-style';

function styleTag(key: string, css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.setAttribute('data-shared-ui', key);
  style.textContent = css;
  return style;
}

const sharedTags = () => Array.from(document.head.querySelectorAll('style[data-shared-ui]')).map((style) => style.textContent);

describe('shared-ui style tags', () => {
  beforeEach(() => {
    document.head.innerHTML = '<style data-ssr-styles="shell">.page{}</style><link rel="stylesheet" data-mfe="shell" href="/1.css"><link rel="stylesheet" data-mfe="mfe-dashboard-admin" href="/2.css">';
  });

  test('a file is inserted once, whichever copy of shared-ui comes second', () => {
    insertSharedStyle(styleTag('src/form/Choice.module.css#1a2b3c4d', '.a{}'));
    insertSharedStyle(styleTag('src/form/Field.module.css#5e6f7a8b', '.b{}'));
    insertSharedStyle(styleTag('src/form/Choice.module.css#1a2b3c4d', '.a{}'));
    expect(sharedTags()).toEqual(['.a{}', '.b{}']);
  });

  test('a copy with other rules for the same file adds its own tag', () => {
    insertSharedStyle(styleTag('src/form/Choice.module.css#1a2b3c4d', '.a{}'));
    insertSharedStyle(styleTag('src/form/Choice.module.css#99887766', '.a{color:red}'));
    expect(sharedTags()).toEqual(['.a{}', '.a{color:red}']);
  });

  test('the kit\'s tags go before the projects\' own sheets, after what the server inlined', () => {
    insertSharedStyle(styleTag('src/form/Choice.module.css#1a2b3c4d', '.a{}'));
    insertSharedStyle(styleTag('src/form/Field.module.css#5e6f7a8b', '.b{}'));
    const order = Array.from(document.head.children).map((element) => element.getAttribute('data-shared-ui') ?? element.getAttribute('data-mfe') ?? element.getAttribute('data-ssr-styles'));
    expect(order).toEqual(['shell', 'src/form/Choice.module.css#1a2b3c4d', 'src/form/Field.module.css#5e6f7a8b', 'shell', 'mfe-dashboard-admin']);
  });

  test('without any project sheet, a tag is appended', () => {
    document.head.innerHTML = '';
    insertSharedStyle(styleTag('src/form/Choice.module.css#1a2b3c4d', '.a{}'));
    expect(sharedTags()).toEqual(['.a{}']);
  });
});

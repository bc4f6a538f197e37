/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderRemoteHtml } from './render-remote';

/** A lazy part much larger than React's progressive chunk size (12.8 KB), like a page of journal results. */
const LargePart = lazy(async () => ({
  default: () => (
    <ul>
      {Array.from({ length: 400 }, (_, index) => (
        <li key={index}>{`Beitrag ${index}: ein Text, der die Liste lang macht`}</li>
      ))}
    </ul>
  ),
}));

function App() {
  return (
    <main>
      <h1>Journal</h1>
      <Suspense fallback={<p>Beiträge werden geladen…</p>}>
        <LargePart />
      </Suspense>
    </main>
  );
}

test('a large lazy part is rendered in place: no fallback and no inline script (the CSP refuses inline scripts)', async () => {
  const html = await renderRemoteHtml({
    definition: { name: 'mfe-public-site', App, loadMessages: async () => ({}) },
    url: '/journal',
    lang: 'de',
    prepare: () => ({ App }),
  });
  expect(html.length).toBeGreaterThan(12_800);
  expect(html).toContain('Beitrag 399');
  expect(html).not.toContain('werden geladen');
  expect(html).not.toMatch(/<script|<template|hidden id="S:/);
  // The list sits inside the main element, in order.
  expect(html.indexOf('Beitrag 0')).toBeGreaterThan(html.indexOf('<h1>Journal</h1>'));
  expect(html.lastIndexOf('</main>')).toBeGreaterThan(html.indexOf('Beitrag 399'));
});

test('a text beyond plain paragraphs is sent formatted: the server waits for the markdown renderer', async () => {
  const { Markdown } = await import('../form');
  const source = 'Verwenden Sie ein gemeinsames Postfach (z. B. gruppen@organisation.ch).\n\n- eins\n- zwei';
  const MarkdownApp = () => <Markdown source={source} />;
  const html = await renderRemoteHtml({
    definition: { name: 'mfe-group', App: MarkdownApp, loadMessages: async () => ({}) },
    url: '/gesuche/gruppe',
    lang: 'de',
    prepare: () => ({ App: MarkdownApp }),
  });
  expect(html).toContain('<a href="mailto:gruppen@organisation.ch"');
  expect(html).toContain('<li>eins</li>');
  expect(html).not.toContain('- eins');
});

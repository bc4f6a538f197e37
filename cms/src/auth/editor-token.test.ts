import { editorToken, verifyEditorToken } from './editor-token';
import { previewToken, verifyPreviewToken } from '../preview';

const SECRET = 'test-secret-test-secret-test-secret';

describe('editor sign-in token', () => {
  it('carries the e-mail address, and is refused when forged, for another secret or expired', () => {
    const now = Date.UTC(2026, 10, 23, 10);
    const token = editorToken('admin@example.org', SECRET, now);
    expect(verifyEditorToken(token, SECRET, now)).toBe('admin@example.org');
    expect(verifyEditorToken(token, 'another-secret', now)).toBeNull();
    const [email, expires, mac] = token.split('.');
    expect(verifyEditorToken(`${Buffer.from('other@example.org').toString('base64url')}.${expires}.${mac}`, SECRET, now)).toBeNull();
    expect(verifyEditorToken(`${email}.${Number(expires) + 3600}.${mac}`, SECRET, now)).toBeNull();
    expect(verifyEditorToken(token, SECRET, now + 9 * 3600 * 1000)).toBeNull();
    expect(verifyEditorToken(undefined, SECRET, now)).toBeNull();
  });
});

describe('preview token', () => {
  it('is valid for its path only and for 12 hours', () => {
    const now = Date.UTC(2026, 10, 23, 10);
    const token = previewToken('/ueber-uns', SECRET, now);
    expect(verifyPreviewToken('/ueber-uns', token, SECRET, now)).toBe(true);
    expect(verifyPreviewToken('/spenden', token, SECRET, now)).toBe(false);
    expect(verifyPreviewToken('/ueber-uns', token, SECRET, now + 13 * 3600 * 1000)).toBe(false);
    expect(verifyPreviewToken('/ueber-uns', 'true', SECRET, now)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site, with query and fragment', () => {
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect('/admin?tab=products#top')).toBe('/admin?tab=products#top');
    expect(safeRedirect('/de/handbuch-service-verkauf')).toBe('/de/handbuch-service-verkauf');
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    'https://evil.example',
    'http://evil.example/admin',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'admin',
    '',
    ' /admin',
    // Dot segments that resolve into a protocol-relative path.
    '/.//evil.example/',
    '/..//evil.example/',
    '/a/..//evil.example',
    '/./%2e/..//evil.example',
    '/%2e//evil.example',
  ])('sends %j to the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/login')).toBe('/login');
  });

  it('answers only targets that stay on this origin after the browser resolves them', () => {
    for (const target of ['/.//evil.example/', '/..//evil.example/', '/admin/../x', '/a/./b']) {
      const result = safeRedirect(target, '/fallback');
      const resolved = new URL(result, 'https://shop.example/login');
      expect(resolved.origin).toBe('https://shop.example');
    }
    expect(safeRedirect('/admin/../x')).toBe('/x');
  });

  it('treats missing or non-string values as the fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/admin'])).toBe('/');
  });
});

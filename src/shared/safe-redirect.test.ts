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
  ])('sends %j to the fallback', (target) => {
    expect(safeRedirect(target)).toBe('/');
    expect(safeRedirect(target, '/login')).toBe('/login');
  });

  it('treats missing or non-string values as the fallback', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect(['/admin'])).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { contentSecurityPolicy, cspSettings } from './csp';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

describe('content security policy and the tag scripts', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/csp-test' };

  it('allows no tag host without an id, and Google’s and Meta’s hosts with one', () => {
    const none = contentSecurityPolicy(cspSettings(loadConfig(base)), []);
    expect(directive(none, 'script-src')).toBe("script-src 'self'");
    const both = loadConfig({ ...base, GA_MEASUREMENT_ID: 'G-ABC123', META_PIXEL_ID: '42' });
    expect(both.gaScriptUrl).toBe('https://www.googletagmanager.com/gtag/js');
    expect(both.metaPixelScriptUrl).toBe('https://connect.facebook.net/en_US/fbevents.js');
    const policy = contentSecurityPolicy(cspSettings(both), []);
    expect(directive(policy, 'script-src')).toBe(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
    );
  });

  it('allows exactly the origin of a configured script address, to load and to send to', () => {
    const config = loadConfig({
      ...base,
      GA_MEASUREMENT_ID: 'G-ABC123',
      META_PIXEL_ID: '42',
      GA_SCRIPT_URL: 'https://metrics.shop.example/gtag/js',
      META_PIXEL_SCRIPT_URL: 'https://metrics.shop.example/fbevents.js',
      // An empty value, as an .env file leaves it, is the default.
    });
    const policy = contentSecurityPolicy(cspSettings(config), []);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://metrics.shop.example");
    expect(directive(policy, 'connect-src')).toContain('https://metrics.shop.example');
    expect(loadConfig({ ...base, GA_SCRIPT_URL: '' }).gaScriptUrl).toBe(
      'https://www.googletagmanager.com/gtag/js',
    );
  });

  it('refuses a script address that is not an absolute URL', () => {
    expect(() => loadConfig({ ...base, GA_SCRIPT_URL: 'gtag.js' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, META_PIXEL_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      ConfigError,
    );
  });
});

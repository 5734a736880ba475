import { describe, expect, it } from 'vitest';
import { corsHeaders, judgeOrigin, parseAllowedOrigins, publicOrigin } from './origins';

describe('which pages may call the Node demo API', () => {
  const allowed = parseAllowedOrigins('http://localhost:5173, https://demo.spinacz.example/').origins;

  it('reads CORS_ORIGINS as origins and reports what is not one', () => {
    expect([...allowed]).toEqual(['http://localhost:5173', 'https://demo.spinacz.example']);
    expect(parseAllowedOrigins('*, null, ftp://x.test, https://shop.test/path, https://ok.test').invalid).toEqual(['*', 'null', 'ftp://x.test', 'https://shop.test/path']);
    expect(parseAllowedOrigins(undefined).origins.size).toBe(0);
  });

  it('the shop behind its web server is its own origin; forwarded headers count only from this machine', () => {
    const forwarded = { host: '127.0.0.1:8787', forwardedHost: 'localhost:4173', forwardedProto: 'http' };
    expect(publicOrigin(forwarded, true)).toBe('http://localhost:4173');
    expect(publicOrigin({ ...forwarded, forwardedProto: 'https' }, true)).toBe('https://localhost:4173');
    // A client elsewhere cannot name the origin it would like to be.
    expect(publicOrigin({ host: 'api.spinacz.example', forwardedHost: 'evil.test' }, false)).toBe('http://api.spinacz.example');
    expect(publicOrigin({}, false)).toBeNull();
  });

  it('a foreign page, a sandboxed frame (Origin: null) and a look-alike are refused; own and configured origins pass', () => {
    const own = 'http://localhost:4173';
    expect(judgeOrigin(undefined, own, allowed)).toBe('no-origin');
    expect(judgeOrigin(own, own, allowed)).toBe('same-origin');
    expect(judgeOrigin('http://localhost:5173', own, allowed)).toBe('allowed');
    expect(judgeOrigin('https://evil.test', own, allowed)).toBe('refused');
    expect(judgeOrigin('null', own, allowed)).toBe('refused');
    expect(judgeOrigin('null', own, parseAllowedOrigins('null').origins)).toBe('refused');
    expect(judgeOrigin('http://localhost:51730', own, allowed)).toBe('refused');
    expect(judgeOrigin('https://demo.spinacz.example.evil.test', own, allowed)).toBe('refused');
  });

  it('CORS headers go only to a configured origin, never a wildcard', () => {
    expect(corsHeaders('allowed', 'http://localhost:5173', undefined)['Access-Control-Allow-Origin']).toBe('http://localhost:5173');
    for (const verdict of ['same-origin', 'refused', 'no-origin'] as const) {
      expect(corsHeaders(verdict, 'https://evil.test', undefined)).toEqual({ Vary: 'Origin' });
    }
  });
});

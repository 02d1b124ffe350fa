import { describe, expect, it } from 'vitest';
import { allowsPlainHttp, isLoopbackHost } from '../../../src/main/auth/http';

describe('plain http is allowed for this computer only', () => {
  it.each(['http://127.0.0.1:4000/preview', 'http://127.12.0.9/x', 'http://localhost:8080/', 'http://LOCALHOST/', 'http://[::1]:3000/'])('allows %s', (url) => {
    expect(allowsPlainHttp(url)).toBe(true);
  });

  it.each([
    'http://erp.example.com/preview',
    'http://127.0.0.1.evil.example/',
    'http://localhost.evil.example/',
    'http://0.0.0.0:4000/',
    'http://10.0.0.1/',
    'http://[::ffff:127.0.0.1]/',
    'https://127.0.0.1/', // https needs no exemption
    'not a url',
  ])('refuses %s', (url) => {
    expect(allowsPlainHttp(url)).toBe(false);
  });

  it('treats the loopback range and names, not look-alikes, as loopback', () => {
    expect(isLoopbackHost('127.255.255.254')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('127.0.0')).toBe(false);
  });
});

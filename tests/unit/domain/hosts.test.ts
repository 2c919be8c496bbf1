import { describe, expect, it } from 'vitest';
import { originOf, pickDomain } from '../../../src/domain/hosts';

describe('the configured host of a type (spec §3 domain configuration, §5 hostname rule)', () => {
  it('takes the domain on the page registrable domain (last two parts), else the first', () => {
    const domains = ['api.other.net', 'https://api.example.com', 'api2.example.com'];
    expect(pickDomain(domains, 'www.example.com', 'https:')).toBe('https://api.example.com');
    expect(pickDomain(domains, 'sport.unknown.org', 'https:')).toBe('https://api.other.net');
  });

  it('an IPv4 page is matched as is: only the same address counts as its own', () => {
    expect(pickDomain(['http://10.0.0.2:5180', 'http://127.0.0.1:5180'], '127.0.0.1', 'http:')).toBe(
      'http://127.0.0.1:5180',
    );
  });

  it('a domain without a scheme is on the page protocol; anything but http(s) or an empty list gives no host', () => {
    expect(originOf('api.example.com/', 'https:')).toBe('https://api.example.com');
    expect(originOf('javascript:alert(1)', 'https:')).toBe('');
    expect(originOf('  ', 'https:')).toBe('');
    expect(pickDomain(['ftp://files.example.com'], 'example.com', 'https:')).toBe('');
    expect(pickDomain(undefined, 'example.com', 'https:')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { isIPv4, registrableDomain } from '../../../src/domain/hostname';

describe('hostname rule (spec §5)', () => {
  it.each(['192.168.1.10', '0.0.0.0', '255.255.255.255', '10.0.0.1'])('%s is IPv4 and used as is', (host) => {
    expect(isIPv4(host)).toBe(true);
    expect(registrableDomain(host)).toBe(host);
  });

  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', 'a.b.c.d', '1.2.3.-4', '1234.1.1.1'])('%s is not IPv4', (host) => {
    expect(isIPv4(host)).toBe(false);
  });

  it.each([
    ['www.example.com', 'example.com'],
    ['a.b.sport.example.net', 'example.net'],
    ['example.com', 'example.com'],
    ['localhost', 'localhost'],
    ['256.1.1.1', '1.1'],
  ])('a name keeps its last two parts: %s -> %s', (host, domain) => {
    expect(registrableDomain(host)).toBe(domain);
  });
});

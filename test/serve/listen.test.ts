import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { networkUrls, serverUrl } from '../../src/serve/listen.js';

const address = (family: 'IPv4' | 'IPv6', value: string, internal = false) => ({ family, address: value, internal }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [address('IPv4', '127.0.0.1', true), address('IPv6', '::1', true)],
  eth0: [address('IPv4', '192.168.1.20'), address('IPv6', 'fe80::1')],
  wlan0: [address('IPv4', '10.0.0.7')],
};

describe('serverUrl and networkUrls', () => {
  it('prints a wildcard host as localhost, and brackets IPv6 literals', () => {
    expect(serverUrl('0.0.0.0', 3000)).toBe('http://localhost:3000/');
    expect(serverUrl('::1', 3000)).toBe('http://[::1]:3000/');
  });

  it('lists the external IPv4 addresses of the machine when listening on every address', () => {
    const expected = ['http://192.168.1.20:3000/', 'http://10.0.0.7:3000/'];
    expect(networkUrls('0.0.0.0', 3000, () => interfaces)).toEqual(expected);
    expect(networkUrls('::', 3000, () => interfaces)).toEqual(expected);
  });

  it('lists none, without failing, where the system will not list its interfaces', () => {
    const refuse = () => {
      throw new Error('uv_interface_addresses returned Unknown system error 13');
    };
    expect(networkUrls('0.0.0.0', 3000, refuse)).toEqual([]);
  });

  it('lists none when listening on one address', () => {
    expect(networkUrls('127.0.0.1', 3000, () => interfaces)).toEqual([]);
    expect(networkUrls('192.168.1.20', 3000, () => interfaces)).toEqual([]);
  });
});

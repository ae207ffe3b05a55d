import { describe, expect, it } from 'vitest';
import { endpointProblem, isPrivateAddress } from './endpoint-guard.ts';

describe('push endpoint guard', () => {
  it('tells private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:8.8.8.8', '64:ff9b::a00:1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '93.184.215.14', '142.250.196.110', '2001:4860:4860::8888', '2606:4700::6810:84e5']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('accepts an https push service and the tests’ loopback one only when allowed', () => {
    const strict = { allowInsecure: false };
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', strict)).toBeNull();
    expect(endpointProblem('https://93.184.215.14/push/x', strict)).toBeNull();
    expect(endpointProblem('http://127.0.0.1:4000/push/x', strict)).not.toBeNull();
    expect(endpointProblem('http://127.0.0.1:4000/push/x', { allowInsecure: true })).toBeNull();
    expect(endpointProblem('http://127.0.0.2:4000/push/x', { allowInsecure: true })).not.toBeNull();
    expect(endpointProblem('https://[::ffff:127.0.0.1]/x', strict)).not.toBeNull();
  });
});

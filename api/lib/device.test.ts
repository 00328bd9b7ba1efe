import { describe, expect, it } from 'vitest';
import { describeDevice, maskAddress } from './device.ts';

const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  samsung: 'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
};

describe('describeDevice', () => {
  it('names the browser and the phone or system', () => {
    expect(describeDevice(UA.androidChrome)).toEqual({ label: 'Chrome on Android', browser: 'Chrome', os: 'Android', type: 'mobile' });
    expect(describeDevice(UA.iphoneSafari)).toEqual({ label: 'Safari on iPhone', browser: 'Safari', os: 'iPhone', type: 'mobile' });
    expect(describeDevice(UA.iphoneChrome).label).toBe('Chrome on iPhone');
    expect(describeDevice(UA.ipad)).toMatchObject({ label: 'Safari on iPad', type: 'tablet' });
    expect(describeDevice(UA.edge)).toMatchObject({ label: 'Edge on Windows', type: 'desktop' });
    expect(describeDevice(UA.macSafari).label).toBe('Safari on macOS');
    expect(describeDevice(UA.linuxFirefox).label).toBe('Firefox on Linux');
    expect(describeDevice(UA.samsung).label).toBe('Samsung Internet on Android');
  });

  it('says so when the user agent tells nothing', () => {
    for (const ua of [null, undefined, '', '   ', 'curl/8.5.0', 'node']) {
      expect(describeDevice(ua)).toMatchObject({ browser: null, os: null, type: null });
      expect(describeDevice(ua).label).toBe('Unknown device');
    }
  });

  it('keeps the label short whatever the user agent holds', () => {
    expect(describeDevice('x'.repeat(5000)).label.length).toBeLessThan(40);
  });
});

describe('maskAddress', () => {
  it('hides the last octet of IPv4, also when it arrives IPv4-mapped', () => {
    expect(maskAddress('203.0.113.57')).toBe('203.0.113.*');
    expect(maskAddress('::ffff:198.51.100.7')).toBe('198.51.100.*');
    expect(maskAddress('127.0.0.1')).toBe('127.0.0.*');
  });

  it('shortens IPv6 to its /48', () => {
    expect(maskAddress('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(maskAddress('2001:db8::1')).toBe('2001:db8::/48');
    expect(maskAddress('2001:db8:0:0:1::1')).toBe('2001:db8::/48');
    expect(maskAddress('fe80::1%eth0')).toBe('fe80::/48');
    expect(maskAddress('::1')).toBe('::/48');
    expect(maskAddress('64:ff9b::192.0.2.33')).toBe('64:ff9b::/48');
    expect(maskAddress('2A00:1450:4001:81C::200E')).toBe('2a00:1450:4001::/48');
  });

  it('gives nothing for no address or a broken one', () => {
    for (const ip of [null, undefined, '', 'unknown', '999.1.1.1', '1.2.3', 'gggg::1']) expect(maskAddress(ip)).toBeNull();
  });
});

import { describe, expect, test } from 'vitest';
import { qrLoginUrl } from './login-return';

describe('the WeChat QR page', () => {
  test('returns to /blank on this site', () => {
    expect(qrLoginUrl('http://127.0.0.1:4010/__mock/wx-scan?state=WX_DISPLAY_1', 'http://127.0.0.1:5173')).toBe(
      'http://127.0.0.1:4010/__mock/wx-scan?state=WX_DISPLAY_1&redirect_uri=http%3A%2F%2F127.0.0.1%3A5173%2Fblank',
    );
    expect(qrLoginUrl('https://open.example.com/qr', 'https://www.example.com')).toBe('https://open.example.com/qr?redirect_uri=https%3A%2F%2Fwww.example.com%2Fblank');
  });
});

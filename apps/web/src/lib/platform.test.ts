import { describe, expect, it } from 'vitest';
import { contentIdHint, hasContentIdCookie, isIosLike } from './platform';

describe('the iOS-in-app header rule inputs', () => {
  it('recognises iPhone, iPad (also as a touch Mac) and nothing else', () => {
    const ua = (userAgent: string, platform = '', maxTouchPoints = 0) => ({
      userAgent,
      platform,
      maxTouchPoints,
    });
    expect(isIosLike(ua('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)'))).toBe(true);
    expect(isIosLike(ua('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isIosLike(ua('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 5))).toBe(
      true,
    );
    expect(isIosLike(ua('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'MacIntel', 0))).toBe(
      false,
    );
    expect(isIosLike(ua('Mozilla/5.0 (Linux; Android 15; Pixel 9)', 'Linux armv8l', 5))).toBe(
      false,
    );
  });

  it('reads the game account a {product}_contents_id cookie names, as a login hint', () => {
    expect(contentIdHint('lang=en; efm_contents_id=JP-EFM-100001')).toBe('efm:JP-EFM-100001');
    expect(contentIdHint('EFCS_contents_id=a%20b')).toBe('efcs:a b');
    expect(contentIdHint('lang=en')).toBeUndefined();
    expect(contentIdHint('efm_contents_id=')).toBeUndefined();
    expect(contentIdHint('efm_contents_id=%E0%A4%A')).toBeUndefined();
  });

  it('spots a {product}_contents_id cookie', () => {
    expect(hasContentIdCookie('lang=en; efm_contents_id=123')).toBe(true);
    expect(hasContentIdCookie('efm_contents_id=')).toBe(false);
    expect(hasContentIdCookie('ps_token=abc; user_info=x')).toBe(false);
  });
});

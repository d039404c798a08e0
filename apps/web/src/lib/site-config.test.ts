import { describe, expect, it } from 'vitest';
import { whatIsPointUrl } from './site-config';

describe('what-are-points page', () => {
  it('opens in the page language, with pt for Portugal’s Portuguese', () => {
    const template = 'https://guide.example/points/{lang}/';
    expect(whatIsPointUrl('ja', template)).toBe('https://guide.example/points/ja/');
    expect(whatIsPointUrl('pt-pt', template)).toBe('https://guide.example/points/pt/');
    expect(whatIsPointUrl('pt-br', template)).toBe('https://guide.example/points/pt-br/');
    expect(whatIsPointUrl('en', '')).toBe('');
  });
});

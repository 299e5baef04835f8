import { describe, expect, it } from 'vitest';
import { httpUrl as sut } from './links.js';

describe('httpUrl', () => {
  it.each([
    [undefined, 'https://fallback.example/'],
    ['', 'https://fallback.example/'],
    ['https://book.example/demo', 'https://book.example/demo'],
    ['http://localhost:3000', 'http://localhost:3000/'],
    ['javascript:alert(1)', 'https://fallback.example/'],
    ['not a url', 'https://fallback.example/'],
  ])('%j gives %s', (value, expected) => {
    expect(sut(value, 'https://fallback.example/')).toBe(expected);
  });
});

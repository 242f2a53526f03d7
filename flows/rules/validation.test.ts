import { describe, expect, it } from 'vitest';
import { filterText, isAllowedText, isPoBox, isValidEmail } from './validation';

describe('email (section 5: "Email must match a standard address pattern")', () => {
  it.each([
    ['parent@example.com', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['no-at-sign.example.com', false],
    ['two@@example.com', false],
    ['nodot@example', false],
    ['space in@example.com', false],
    ['trailing@example.com.', false],
    [`${'a'.repeat(250)}@b.co`, false],
  ])('%s -> %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('P.O. boxes (section 5: "po, p.o. box, post office box, postal box, post box followed by an identifier")', () => {
  it.each([
    'PO 123',
    'po box 45',
    'P.O. Box 12',
    'P. O. Box 7',
    'p.o. 99',
    'Post Office Box 3',
    'Postal Box 88',
    'Post Box 5',
    'PO Box #12',
    'Post Office Box B12',
    '12 Main St, PO Box 5',
  ])('refuses %s', (address) => {
    expect(isPoBox(address)).toBe(true);
  });

  it.each([
    '123 Pope Street',
    '1 Polk Ave',
    'PO Box',
    '77 Post Road',
    '5 Hippo Lane',
    'Apo Court 4',
  ])('accepts %s', (address) => {
    expect(isPoBox(address)).toBe(false);
  });
});

describe('text (section 5: "basic ASCII characters plus codes 160 to 255")', () => {
  it.each([
    ['José Müller', 'José Müller'],
    ['Zoë 😀', 'Zoë '],
    ['Łukasz', 'ukasz'],
    ['tab\there', 'tabhere'],
    ['¡Olé! ~ ÿ', '¡Olé! ~ ÿ'],
  ])('%s keeps %s', (input, kept) => {
    expect(filterText(input)).toBe(kept);
    expect(isAllowedText(input)).toBe(input === kept);
  });
});

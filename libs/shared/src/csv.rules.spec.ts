import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, validateRecords } from './csv.js';
import { aRecord, messageFor } from './csv.fixtures.js';

describe('rules', () => {
  describe('Pay Date', () => {
    it('is required', () => {
      expect(messageFor({ pay_date: '' })).toBe('Pay Date is required');
      expect(messageFor({ pay_date: '   ' })).toBe('Pay Date is required');
      expect(messageFor({ pay_date: undefined })).toBe('Pay Date is required');
    });

    it.each(['2024-02-30', 'tomorrow', 'PAID', '3/5/24', '5.3.2024', '13/13/2024'])(
      'refuses %j',
      (payDate) => {
        expect(messageFor({ pay_date: payDate })).toBe(
          "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
        );
      },
    );

    it.each([
      ['2024-03-05', '2024-03-05'],
      ['3/5/2024', '2024-03-05'],
      ['03/05/2024', '2024-03-05'],
      ['2024/03/05', '2024-03-05'],
      ['2024-03-05T00:00:00.000Z', '2024-03-05'],
      [' pending ', 'PENDING'],
      ['Cancelled', 'CANCELLED'],
    ])('stores %j as %s', (payDate, stored) => {
      expect(validateRecords([aRecord({ pay_date: payDate })]).records[0].pay_date).toBe(stored);
    });

    it('refuses a pay date that is not text', () => {
      expect(messageFor({ pay_date: 20240305 })).toBe(
        "Invalid Pay Date format. Must be a valid date or 'PENDING' or 'CANCELLED'",
      );
    });
  });

  describe.each(['Rep Name', 'Item Name', 'Item Pay Type', 'Rep Email'] as const)('%s', (title) => {
    const field = CSV_COLUMNS[title];

    it('is required', () => {
      expect(messageFor({ [field]: '' })).toBe(`${title} is empty`);
      expect(messageFor({ [field]: '  ' })).toBe(`${title} is empty`);
      expect(messageFor({ [field]: null })).toBe(`${title} is empty`);
    });

    it('is capped at 1,000 characters', () => {
      const long = title === 'Rep Email' ? `${'a'.repeat(990)}@example.com` : 'a'.repeat(1001);
      expect(messageFor({ [field]: long })).toBe(`${title} is too long`);
      const fits = title === 'Rep Email' ? `${'a'.repeat(988)}@example.com` : 'a'.repeat(1000);
      expect(messageFor({ [field]: fits })).toBeNull();
    });

    it('is trimmed', () => {
      const value = title === 'Rep Email' ? ' Jane@Example.com ' : '  Value ';
      expect(validateRecords([aRecord({ [field]: value })]).records[0][field]).toBe(value.trim());
    });

    it('refuses characters the database cannot store', () => {
      expect(messageFor({ [field]: 'a\u0000b@c' })).toBe(
        `${title} contains characters that cannot be stored`,
      );
      expect(messageFor({ [field]: 'a\uD800b@c' })).toBe(
        `${title} contains characters that cannot be stored`,
      );
    });
  });

  describe('emails', () => {
    it('keeps the Rep Email as typed apart from spaces', () => {
      expect(
        validateRecords([aRecord({ rep_email: ' Jane.Doe@Example.COM ' })]).records[0].rep_email,
      ).toBe('Jane.Doe@Example.COM');
    });

    it('refuses a Rep Email without an at sign', () => {
      expect(messageFor({ rep_email: 'jane.example.com' })).toBe(
        'Invalid Rep Email. Must be one address with a dot in its domain, like name@company.com',
      );
    });

    it('refuses an email whose domain has no dot (a typo mail cannot reach)', () => {
      expect(messageFor({ rep_email: 'liam.carter@sunpeak' })).toBe(
        'Invalid Rep Email. Must be one address with a dot in its domain, like name@company.com',
      );
      expect(messageFor({ rep_email: 'liam.carter@sunpeak.' })).toContain('Invalid Rep Email');
      expect(messageFor({ rep_email: 'liam.carter@.sunpeak' })).toContain('Invalid Rep Email');
      expect(validateRecords([aRecord({ rep_email: 'liam.carter@sunpeak.solar' })]).issues).toEqual(
        [],
      );
    });

    it('accepts a missing Manager Email', () => {
      expect(
        validateRecords([aRecord({ manager_email: '  ' })]).records[0].manager_email,
      ).toBeNull();
    });

    it('refuses a Manager Email without an at sign', () => {
      expect(messageFor({ manager_email: 'max' })).toBe(
        'Invalid Manager Email. Must be one address with a dot in its domain, like name@company.com',
      );
    });

    it('caps the Manager Email at 1,000 characters', () => {
      expect(messageFor({ manager_email: `${'m'.repeat(1000)}@x` })).toBe(
        'Manager Email is too long',
      );
    });
  });
});

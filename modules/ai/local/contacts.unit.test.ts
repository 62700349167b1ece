import { describe, expect, it } from 'vitest';
import { findEmails, findPhones } from './contacts.ts';

describe('contacts', () => {
  it('normalises numbers with a country code to E.164', () => {
    expect(findPhones('Phone: +962 79 123 4567')).toEqual(['+962791234567']);
    expect(findPhones('Mobile: 00966 50 123 4567')).toEqual(['+966501234567']);
    expect(findPhones('Tel: (+974) 55-123-456')).toEqual(['+97455123456']);
  });

  it('completes national numbers with the dial code of the place the CV names', () => {
    expect(findPhones('Amman, Jordan\nPhone: 079 123 4567')).toEqual(['+962791234567']);
    expect(findPhones('Dubai, UAE\nMobile: 050 123 4567')).toEqual(['+971501234567']);
    expect(findPhones('Doha, Qatar\nMobile: 5512 3456')).toEqual(['+97455123456']);
  });

  it('tells Amman from Oman (both عمان once diacritics go) by the shape of the number', () => {
    expect(findPhones('عمّان\nالهاتف: 0791234567')).toEqual(['+962791234567']);
    expect(findPhones('مسقط، سلطنة عمان\nالهاتف: 9123 4567')).toEqual(['+96891234567']);
  });

  it('reads Arabic-Indic digits and uses the default country when no place is named', () => {
    expect(findPhones('الجوال: ٠٧٩١٢٣٤٥٦٧', 'JO')).toEqual(['+962791234567']);
  });

  it('does not take dates, year ranges or unlabelled numbers for phones', () => {
    expect(findPhones('Amman\n2015 - 2019\n03/2017 - 12/2018\nRevenue 12345678')).toEqual([]);
  });

  it('finds e-mail addresses in lower case, once', () => {
    expect(findEmails('Email: Sara.Haddad@Example.com, sara.haddad@example.com.')).toEqual(['sara.haddad@example.com']);
  });
});

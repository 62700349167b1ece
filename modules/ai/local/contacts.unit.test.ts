import { describe, expect, it } from 'vitest';
import { findEmails, findPhones } from './contacts.ts';

describe('contacts', () => {
  it('joins an e-mail address broken at the edge of a narrow column', () => {
    expect(findEmails('Email:\nsara.haddad67@yahoo.co\nm\nDammam, Saudi Arabia')).toEqual(['sara.haddad67@yahoo.com']);
    expect(findEmails('maryam.m9@ya\nhoo.com\nZarqa, Jordan')).toEqual(['maryam.m9@yahoo.com']);
    expect(findEmails('a.b@example.com\nDubai')).toEqual(['a.b@example.com']);
    expect(findEmails('mohammed.q75@gmail.com\nchallenge.')).toEqual(['mohammed.q75@gmail.com']);
    expect(findEmails('mohammed.q75@gmail.comchallenge.')).toEqual(['mohammed.q75@gmail.com']);
  });

  it('joins a number a narrow column broke over two lines', () => {
    expect(findPhones('Mobile: 055 318\n4472\nRiyadh, Saudi Arabia')).toEqual(['+966553184472']);
    expect(findPhones('CONTACT\n+92 (321)\n884-2207\nKarachi, Pakistan')).toEqual(['+923218842207']);
    expect(findPhones('الجوال  230 056\n8814\nالرياض، السعودية')).toEqual(['+966562308814']);
    // A complete number keeps its own line: the figure below it is something else.
    expect(findPhones('Mobile: 055 318 4472\n2015\nRiyadh, Saudi Arabia')).toEqual(['+966553184472']);
  });

  it('reads two numbers written on one line apart', () => {
    expect(findPhones('موبايل: 0122 459 7731 - 0100 317 2284\nالقاهرة، مصر')).toEqual([
      '+201224597731',
      '+201003172284',
    ]);
    expect(findPhones('Mobile: 94470 18825   Phone (Res): 0484 2701 553\nKochi, India')[0]).toBe('+919447018825');
  });

  it('reads a country code written without its plus sign', () => {
    expect(findPhones('Mobile: 966 55 177 6004\nDammam, Saudi Arabia')).toEqual(['+966551776004']);
    expect(findPhones('Tel: 971 50 123 4567')).toEqual(['+971501234567']);
  });

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

  it('reads US forms with dots and brackets, written without a label, from the address', () => {
    expect(findPhones('Jane Doe\nNashville, TN 37203\n615.785.3370\njane@example.com')).toEqual(['+16157853370']);
    expect(findPhones('San Francisco, CA | (415)806-7029')).toEqual(['+14158067029']);
  });

  it('completes local numbers of Egypt, Vietnam, Peru and Singapore from the city the CV names', () => {
    expect(findPhones('Cairo, Egypt\nMobile: 010 1234 5678')).toEqual(['+201012345678']);
    expect(findPhones('Hanoi\nPhone: 0912 345 678')).toEqual(['+84912345678']);
    expect(findPhones('Lima, Perú\nCelular: 987 654 321')).toEqual(['+51987654321']);
    expect(findPhones('Singapore 560123\nMobile: 9123 4567')).toEqual(['+6591234567']);
  });

  it("takes the job's country when the CV names no place", () => {
    expect(findPhones('Mobile: 0501234567', 'AE')).toEqual(['+971501234567']);
    expect(findPhones('Mobile: 0501234567', 'SA')).toEqual(['+966501234567']);
  });

  it('reads exit codes and a trunk prefix in brackets', () => {
    expect(findPhones('00966 50 123 4567')).toEqual(['+966501234567']);
    expect(findPhones('+962 (0)79 123 4567')).toEqual(['+962791234567']);
  });

  it('reads a number whose groups a right-to-left line drew in reverse', () => {
    expect(findPhones('ayafarouk2@yahoo.com | 8152 1563 015 | الجيزة، مصر')).toEqual(['+201515638152']);
    expect(findPhones('rashidi@outlook.com | 0900 5505 965+ | مدينة الكويت، الكويت')).toEqual(['+96555050900']);
  });

  it('reads a cell of Arabic-Indic digits alone as right to left, and keeps two turned numbers in writing order', () => {
    // A table cell with the number only, its groups in drawing order; the label sits in another cell.
    expect(findPhones('رقم التواصل\n1098765432\n٢٧٣٤ ٩١٨ ٠٥٦\nجدة - المملكة العربية السعودية')).toEqual([
      '+966569182734',
    ]);
    // "0100 317 2284 / 0122 459 7731" stored in drawing order: the first written stands last.
    expect(findPhones('جوال: 7731 459 0122 / 2284 317 0100\nالقاهرة، مصر')).toEqual(['+201003172284', '+201224597731']);
    // Written in reading order, the order stays.
    expect(findPhones('جوال: 0100 317 2284 / 0122 459 7731\nالقاهرة، مصر')[0]).toBe('+201003172284');
  });

  it('does not take an identity, residence or passport number for the phone', () => {
    expect(findPhones('رقم الهوية: 1098765432\nجوال: 0551234567\nالرياض')).toEqual(['+966551234567']);
    expect(findPhones('الرقم الوطني: 9901234567\nخلوي: 0795812334\nعمان، الأردن')).toEqual(['+962795812334']);
    expect(findPhones('رقم الإقامة: 2345678901\nجوال: 0551234567\nالرياض')).toEqual(['+966551234567']);
    expect(findPhones('Passport No: 0551234567\nMobile: 0795812334\nAmman, Jordan')).toEqual(['+962795812334']);
    expect(findPhones('Skype ID: 0551234567\nRiyadh')).toEqual(['+966551234567']);
  });

  it('reads an Arabic label glued to the digits and the one-letter labels «ت:», «ج:», «م:»', () => {
    expect(findPhones('الجوال0551234567\nالرياض')).toEqual(['+966551234567']);
    expect(findPhones('ت: 966551234567\nالرياض')).toEqual(['+966551234567']);
    expect(findPhones('ج: 551234567\nالرياض')).toEqual(['+966551234567']);
    expect(findPhones('ص.ب54321 الرياض 11564')).toEqual([]);
  });

  it('takes a bare number in the header only when it is valid where the CV is', () => {
    expect(findPhones('ماجد الرواحي\n٩٩٢٩١٦٥٢\nمسقط، عمان')).toEqual(['+96899291652']);
    expect(findPhones('Amman\nRevenue 12345678')).toEqual([]);
  });

  it('finds e-mail addresses in lower case, once', () => {
    expect(findEmails('Email: Sara.Haddad@Example.com, sara.haddad@example.com.')).toEqual(['sara.haddad@example.com']);
    expect(findEmails('+rashidi.maha57@outlook.com |')).toEqual(['rashidi.maha57@outlook.com']);
  });

  it('drops the trunk 0 written after a country code', () => {
    expect(findPhones('Mobile: +971-050-123 4567')).toEqual(['+971501234567']);
    expect(findPhones('Mobile: +966 0551234567')).toEqual(['+966551234567']);
  });

  it('takes the country of the address beside the number before the places of earlier jobs', () => {
    const cv = `Dubai, United Arab Emirates
Mobile: 055 123 4567
EXPERIENCE
Staff Nurse, Al Salam Medical Center, Riyadh, Saudi Arabia
Nurse, Mercy Hospital, Jeddah, Saudi Arabia
Nurse, Care Plus Clinics, Dammam, Saudi Arabia`;
    expect(findPhones(cv)).toEqual(['+971551234567']);
  });

  it('does not take a fax number for the phone', () => {
    expect(findPhones('Fax: +971 4 123 4567 | Mobile: +971 50 123 4567')).toEqual(['+971501234567']);
    expect(findPhones('Tel/Fax: +971 4 123 4567')).toEqual(['+97141234567']);
  });
});

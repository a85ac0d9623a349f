import { describe, expect, it } from 'vitest';
import { documentFailure, documentFileName, documentOf } from '../../src/model/bookingDocuments';
import { accountFailureOf, failureReason, withoutField } from '../../domain/accountFailure';

describe('booking documents', () => {
  it('offers the voucher on paid upcoming items and the invoice on paid completed ones, nothing else', () => {
    expect(documentOf('upcoming', { paymentStatus: 'SUCCESS' })).toBe('voucher');
    expect(documentOf('completed', { paymentStatus: 'SUCCESS' })).toBe('invoice');
    // Awaiting payment: Make Payment instead (the payment pages').
    expect(documentOf('upcoming', { paymentStatus: 'PENDING' })).toBeNull();
    expect(documentOf('upcoming', { paymentStatus: 'NOT_PAID' })).toBeNull();
    expect(documentOf('completed', { paymentStatus: 'NOT_PAID' })).toBeNull();
    expect(documentOf('cancelled', { paymentStatus: 'SUCCESS' })).toBeNull();
    expect(documentOf('cancelled', { paymentStatus: 'REFUNDED' })).toBeNull();
  });

  it('names the files as the spec does, and says a failure in its words', () => {
    expect(documentFileName('voucher', 'PDV7K2M9QXA4B')).toBe('voucher-PDV7K2M9QXA4B.pdf');
    expect(documentFileName('invoice', 'PDV7K2M9QXA4B')).toBe('invoice-PDV7K2M9QXA4B.pdf');
    expect(documentFailure('voucher', 'Please try again.')).toBe('Voucher generation failed: Please try again.');
    expect(documentFailure('invoice', 'An invoice is available for paid bookings.')).toBe('Invoice generation failed: An invoice is available for paid bookings.');
  });
});

describe('account call failures', () => {
  const failing = (failure: unknown) => Object.assign(new Error('x'), { failure });

  it('reads the failure an error carries, and nothing from other errors', () => {
    expect(accountFailureOf(failing({ kind: 'unexpected' }))).toEqual({ kind: 'unexpected' });
    expect(accountFailureOf(new Error('plain'))).toBeNull();
    expect(accountFailureOf(null)).toBeNull();
    expect(accountFailureOf(failing('not one'))).toBeNull();
  });

  it('gives the server words without the field, or what the browser can say', () => {
    expect(withoutField('body.email: Please enter a valid email address.')).toBe('Please enter a valid email address.');
    expect(withoutField('Not yours.')).toBe('Not yours.');
    expect(failureReason(failing({ kind: 'refused', code: 4000, message: 'body.email: Please enter a valid email address.' }))).toBe('Please enter a valid email address.');
    expect(failureReason(failing({ kind: 'unexpected' }))).toBe('Unexpected response from server.');
    expect(failureReason(failing({ kind: 'failed', message: 'Bad gateway' }))).toBe('Bad gateway');
    expect(failureReason(failing({ kind: 'failed', message: null }))).toBe('Please try again.');
    expect(failureReason(new Error('network down'))).toBe('Please try again.');
  });
});

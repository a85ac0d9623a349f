import { describe, expect, it } from 'vitest';
import { documentFailure, documentFileName, documentOf, invoiceNote } from '../../src/model/bookingDocuments';
import { accountFailureOf, failureReason, withoutField } from '../../machines/rules/accountFailure';

describe('booking documents', () => {
  it('offers the voucher on paid upcoming items, the invoice on paid completed ones and on cancellations that kept a charge, nothing else', () => {
    const stay = { kind: 'stay', from: '2026-03-12T11:00', available: false } as const;
    const charge = { kind: 'cancellation', from: '2026-03-01T10:00', available: true } as const;
    expect(documentOf('upcoming', { paymentStatus: 'SUCCESS', invoice: stay })).toBe('voucher');
    expect(documentOf('completed', { paymentStatus: 'SUCCESS', invoice: { ...stay, available: true } })).toBe('invoice');
    // Awaiting payment: Make Payment instead (the payment pages').
    expect(documentOf('upcoming', { paymentStatus: 'PENDING', invoice: null })).toBeNull();
    expect(documentOf('upcoming', { paymentStatus: 'NOT_PAID', invoice: null })).toBeNull();
    expect(documentOf('completed', { paymentStatus: 'NOT_PAID', invoice: null })).toBeNull();
    expect(documentOf('cancelled', { paymentStatus: 'REFUND_PENDING', invoice: null })).toBeNull();
    expect(documentOf('cancelled', { paymentStatus: 'SUCCESS', invoice: charge })).toBe('invoice');
  });

  it("says when an upcoming stay's GST invoice comes, and nothing once it has or when there is none", () => {
    expect(invoiceNote({ invoice: { kind: 'stay', from: '2026-03-12T11:00', available: false } })).toBe(
      'GST invoice: available after check-out, from 12 Mar 2026, 11:00 AM, under Completed bookings.',
    );
    expect(invoiceNote({ invoice: { kind: 'stay', from: '2026-03-12T11:00', available: true } })).toBeNull();
    expect(invoiceNote({ invoice: { kind: 'cancellation', from: '2026-03-01T10:00', available: true } })).toBeNull();
    expect(invoiceNote({ invoice: null })).toBeNull();
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

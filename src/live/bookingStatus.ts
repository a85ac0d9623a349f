/**
 * The booking-status page after a refused payment: the booking read again (POST
 * /booking-detail/{bookingId}), so the page can say when the payment was refunded because the
 * booking no longer held its rooms.
 */
import { useQuery } from '@tanstack/react-query';
import { bookingDetail } from '../api/bookings';
import { queryOptionsOf } from '../api/cache';
import { refundNoticeOf, type RefundNotice } from '../model/bookingStatus';

export function useRefundNotice(bookingId: string | null, failed: boolean): RefundNotice | null {
  const detail = useQuery({ ...queryOptionsOf(bookingDetail(bookingId ?? '')), enabled: failed && !!bookingId });
  return failed ? refundNoticeOf(detail.data) : null;
}

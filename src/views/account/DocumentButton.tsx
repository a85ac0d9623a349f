import { Button } from '@chakra-ui/react';
import { DOCUMENT_LABELS, type BookingDocument } from '../../model/bookingDocuments';

/** Voucher PDF or Get Invoice on a booking card: downloads the PDF (the live layer does). */
export function DocumentButton({
  kind,
  bookingId,
  busy,
  disabled,
  onDownload,
}: {
  kind: BookingDocument;
  bookingId: string;
  busy: boolean;
  disabled: boolean;
  onDownload: () => void;
}) {
  const label = DOCUMENT_LABELS[kind];
  return (
    <Button
      size="sm"
      colorScheme="brand"
      variant="outline"
      onClick={onDownload}
      isLoading={busy}
      loadingText={label}
      isDisabled={disabled && !busy}
      aria-label={`${label} for booking ${bookingId}`}
    >
      {label}
    </Button>
  );
}

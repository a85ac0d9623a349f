import { FormControl, FormLabel, Textarea } from '@chakra-ui/react';

/** The optional free-text feedback a traveller may leave with a rating or a deletion. */
export function FeedbackField({ value, max, disabled, onChange }: { value: string; max: number; disabled: boolean; onChange: (value: string) => void }) {
  return (
    <FormControl>
      <FormLabel fontSize="sm">Feedback (optional)</FormLabel>
      <Textarea value={value} onChange={(e) => onChange(e.target.value)} maxLength={max} rows={4} isDisabled={disabled} />
    </FormControl>
  );
}

import { Button, Flex, FormControl, FormErrorMessage, FormHelperText, FormLabel, GridItem, Input, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import type { ProfileEvent } from '../../../machines/profile.machine';
import { ProfilePhoto } from './ProfilePhoto';

/**
 * The profile photo in the form: its preview, a file chooser (JPEG, PNG, WebP or GIF under 2 MB)
 * and Remove photo. The machine checks the file and reads it for the preview.
 */
export function PhotoField({
  photo,
  name,
  problem,
  busy,
  disabled,
  canRemove,
  send,
}: {
  photo: string | null;
  name: string;
  problem?: string;
  busy: boolean;
  disabled: boolean;
  canRemove: boolean;
  send: (event: ProfileEvent) => void;
}) {
  const inputId = useId();
  return (
    <GridItem colSpan={{ base: 1, md: 2 }}>
      <FormControl isInvalid={!!problem}>
        <FormLabel htmlFor={inputId} fontSize="sm" mb={1}>
          Photo
        </FormLabel>
        <Flex align="center" gap={4} wrap="wrap">
          <ProfilePhoto src={photo} name={name} testId="profile-photo-preview" />
          <Stack spacing={2} flex="1" minW="200px">
            <Input
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              p={1}
              isDisabled={disabled || busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // The same file chosen again still reports a change.
                e.target.value = '';
                if (file) send({ type: 'photo.chosen', file });
              }}
            />
            <FormHelperText mt={0} fontSize="sm" color="gray.700">
              JPEG, PNG, WebP or GIF, less than 2 MB.
            </FormHelperText>
            {canRemove && (
              <Button size="sm" variant="outline" alignSelf="start" onClick={() => send({ type: 'photo.removed' })} isDisabled={disabled || busy}>
                Remove photo
              </Button>
            )}
          </Stack>
        </Flex>
        {problem && <FormErrorMessage color="red.600">{problem}</FormErrorMessage>}
      </FormControl>
    </GridItem>
  );
}

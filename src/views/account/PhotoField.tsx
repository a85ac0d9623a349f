import { Button, Flex, FormControl, FormErrorMessage, FormHelperText, FormLabel, GridItem, HStack, Input, Stack } from '@chakra-ui/react';
import { useId, useRef } from 'react';
import type { ProfileEvent } from '../../../machines/profile.machine';
import { ProfilePhoto } from './ProfilePhoto';

/**
 * The profile photo in the form: its preview, an upload button that opens the file chooser (the
 * browser's own "Choose File" stays out of sight), and Remove photo. The machine reads the file
 * for the preview: a file that is not an image is refused at once, a large photo made smaller.
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
  const input = useRef<HTMLInputElement>(null);
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
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              display="none"
              isDisabled={disabled || busy}
              onChange={(e) => {
                const file = e.target.files?.[0];
                // The same file chosen again still reports a change.
                e.target.value = '';
                if (file) send({ type: 'photo.chosen', file });
              }}
            />
            <HStack spacing={2} wrap="wrap">
              <Button size="sm" colorScheme="brand" onClick={() => input.current?.click()} isDisabled={disabled} isLoading={busy} loadingText="Reading photo...">
                {photo ? 'Change photo' : 'Upload photo'}
              </Button>
              {canRemove && (
                <Button size="sm" variant="outline" onClick={() => send({ type: 'photo.removed' })} isDisabled={disabled || busy}>
                  Remove photo
                </Button>
              )}
            </HStack>
            <FormHelperText mt={0} fontSize="sm" color="gray.700">
              JPEG, PNG, WebP or GIF. A photo of 2 MB or more is made smaller before it is sent.
            </FormHelperText>
          </Stack>
        </Flex>
        {problem && <FormErrorMessage color="red.600">{problem}</FormErrorMessage>}
      </FormControl>
    </GridItem>
  );
}

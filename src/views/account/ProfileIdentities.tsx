import { Badge, Box, Button, Flex, Heading, List, ListItem, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { Profile } from '../../../contract/account';
import type { LiveLinkIdentityActor } from '../../live/linkIdentity';
import { LinkIdentityForm } from './LinkIdentityForm';

const ROWS = [
  { kind: 'phone', label: 'Mobile number' },
  { kind: 'email', label: 'Email' },
] as const;

/**
 * What the traveller logs in with: the account's mobile number and e-mail address, each marked
 * verified when the account has it. Either opens this same account. The missing one has its Add
 * button, which opens the form that adds it (LinkIdentityForm) right under it.
 */
export function ProfileIdentities({
  identities,
  addLabel,
  canAdd,
  linking,
  onAdd,
}: {
  identities: Profile['identities'];
  /** "Add mobile number" or "Add e-mail address", or null when the account has both. */
  addLabel: string | null;
  canAdd: boolean;
  /** The flow adding the missing one, while its form is open. */
  linking: LiveLinkIdentityActor | null;
  onAdd: () => void;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="md" id={headingId}>
        How you log in
      </Heading>
      <Text fontSize="sm" color="gray.700" mt={1}>
        A verified mobile number and e-mail address both open this same account, with its bookings.
      </Text>
      <List spacing={4} mt={4}>
        {ROWS.map(({ kind, label }) => {
          const value = identities[kind];
          return (
            <ListItem key={kind}>
              <Flex wrap="wrap" align="center" columnGap={3} rowGap={1}>
                <Text fontWeight="700" fontSize="sm" color="gray.700" minW="120px">
                  {label}
                </Text>
                <Text color={value ? undefined : 'gray.600'} wordBreak="break-all">
                  {value ?? 'Not added'}
                </Text>
                {value ? (
                  <Badge colorScheme="green" variant="subtle">
                    Verified
                  </Badge>
                ) : (
                  addLabel &&
                  !linking && (
                    <Button size="sm" variant="outline" colorScheme="brand" onClick={onAdd} isDisabled={!canAdd}>
                      {addLabel}
                    </Button>
                  )
                )}
              </Flex>
              {!value && linking && addLabel && <LinkIdentityForm actor={linking} title={addLabel} />}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

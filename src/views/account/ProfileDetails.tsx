import { Box, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import type { Profile } from '../../../contract/account';
import { PROFILE_FIELDS, PROFILE_LABELS, profileForm } from '../../../machines/rules/profileForm';
import { formatLocalDate } from '../../../domain/dateLabels';
import { ProfilePhoto } from './ProfilePhoto';

/** The profile in view mode: the photo and name with what the traveller logs in with, then each field. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const form = profileForm(profile);
  return (
    <Box>
      <Flex align="center" gap={4} mb={6}>
        <ProfilePhoto src={profile.image} name={profile.fullName} testId="profile-photo" />
        <Box minW={0}>
          <Heading as="h2" size="md">
            {profile.fullName || 'Your name'}
          </Heading>
          <Text fontSize="sm" color="gray.700">
            You log in with {[profile.identities.phone, profile.identities.email].filter(Boolean).join(' or ')}
          </Text>
        </Box>
      </Flex>
      <Grid as="dl" templateColumns={{ base: '1fr', md: '180px 1fr' }} columnGap={6} rowGap={{ base: 1, md: 3 }}>
        {PROFILE_FIELDS.map((field) => {
          const value = field === 'dateOfBirth' && form.dateOfBirth ? formatLocalDate(form.dateOfBirth) : form[field];
          return (
            <Box key={field} display="contents">
              <Text as="dt" fontSize="sm" fontWeight="700" color="gray.700" mt={{ base: 2, md: 0 }}>
                {PROFILE_LABELS[field]}
              </Text>
              <Text as="dd" color={value ? undefined : 'gray.600'}>
                {value || 'Not added'}
              </Text>
            </Box>
          );
        })}
      </Grid>
    </Box>
  );
}

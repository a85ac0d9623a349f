import { Alert, AlertIcon, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import {
  selectAddIdentityLabel,
  selectCanAddIdentity,
  selectCanCancel,
  selectCanEdit,
  selectCanRemovePhoto,
  selectCanSave,
  selectEditing,
  selectForm,
  selectIdentityFields,
  selectLinkIdentityActor,
  selectPhoto,
  selectProblems,
  selectProfile,
  selectProfileLoadFailed,
  selectProfileLoading,
  selectProfileProblem,
  selectReadingPhoto,
  selectSaving,
  selectToday,
} from '../../../machines/profile.selectors';
import { liveProfileMachine, profileInput } from '../../live/account';
import { inspector } from '../../live/inspector';
import { useSession } from '../../live/session';
import { ProfileDetails } from './ProfileDetails';
import { ProfileEditor } from './ProfileEditor';
import { ProfileIdentities } from './ProfileIdentities';

/**
 * `/user/user-profile`: the profile in view
 * mode with Edit; the form with the photo (preview, under 2 MB), Save and Cancel. Under the view,
 * what the traveller logs in with, and the form that adds the missing one. The machine decides;
 * this page shows its state and sends what the traveller did.
 */
export function ProfilePage() {
  const { userId } = useSession();
  const [snapshot, send] = useMachine(liveProfileMachine, { input: profileInput(userId ?? ''), inspect: inspector });
  const profile = selectProfile(snapshot);
  const problem = selectProfileProblem(snapshot);

  return (
    <Stack spacing={5}>
      <Heading as="h1" size="lg">
        User Profile
      </Heading>
      {selectProfileLoading(snapshot) && (
        <Stack spacing={4} role="group" aria-busy="true" aria-label="Loading your profile">
          <Skeleton h="96px" w="96px" borderRadius="full" />
          <Skeleton h="220px" borderRadius="lg" />
        </Stack>
      )}
      {selectProfileLoadFailed(snapshot) && (
        <Stack spacing={3} align="start">
          <Text role="alert">{problem}</Text>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'profile.retried' })}>
            Try again
          </Button>
        </Stack>
      )}
      {profile && !selectEditing(snapshot) && (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
          <ProfileDetails profile={profile} />
          <Button mt={6} colorScheme="brand" onClick={() => send({ type: 'profile.editStarted' })} isDisabled={!selectCanEdit(snapshot)}>
            Edit
          </Button>
        </Box>
      )}
      {profile && !selectEditing(snapshot) && (
        <ProfileIdentities
          identities={profile.identities}
          addLabel={selectAddIdentityLabel(snapshot)}
          canAdd={selectCanAddIdentity(snapshot)}
          linking={selectLinkIdentityActor(snapshot)}
          onAdd={() => send({ type: 'identity.addRequested' })}
        />
      )}
      {profile && selectEditing(snapshot) && (
        <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 6 }}>
          <ProfileEditor
            form={selectForm(snapshot)}
            photo={selectPhoto(snapshot)}
            name={profile.fullName}
            identities={profile.identities}
            identityFields={selectIdentityFields(snapshot)}
            problems={selectProblems(snapshot)}
            today={selectToday(snapshot)}
            saving={selectSaving(snapshot)}
            readingPhoto={selectReadingPhoto(snapshot)}
            canRemovePhoto={selectCanRemovePhoto(snapshot)}
            send={send}
          />
          {problem && (
            <Alert status="error" borderRadius="md" mt={5}>
              <AlertIcon />
              <Text>{problem}</Text>
            </Alert>
          )}
          <Stack direction="row" spacing={3} mt={6}>
            <Button
              colorScheme="brand"
              onClick={() => send({ type: 'profile.saveRequested' })}
              isLoading={selectSaving(snapshot)}
              loadingText="Saving..."
              isDisabled={!selectCanSave(snapshot) && !selectSaving(snapshot)}
            >
              Save
            </Button>
            <Button variant="outline" onClick={() => send({ type: 'profile.editCancelled' })} isDisabled={!selectCanCancel(snapshot)}>
              Cancel
            </Button>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

import { Box, Heading, Link, ListItem, OrderedList, Stack, Text } from '@chakra-ui/react';
import { brand } from '../../../domain/brand';
import { grievanceIntro, grievanceOfficer, grievanceSteps } from '../../content/grievanceOfficer';

/** The Grievance Officer: who, how to reach them, and how fast a complaint is answered. */
export default function GrievancePage() {
  const { address } = brand;
  return (
    <Box as="article" maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py={10}>
      <Heading as="h1" size="xl" mb={4}>
        Grievance Redressal
      </Heading>
      <Text mb={8} fontSize="lg">
        {grievanceIntro}
      </Text>
      <Stack as="section" aria-labelledby="grievance-officer" bg="white" borderWidth="1px" borderRadius="lg" p={6} spacing={2} mb={8}>
        <Heading as="h2" size="md" id="grievance-officer">
          {grievanceOfficer.designation}
        </Heading>
        <Text fontWeight="700">{grievanceOfficer.name}</Text>
        <Link href={`mailto:${grievanceOfficer.email}`} fontWeight="600" w="fit-content">
          {grievanceOfficer.email}
        </Link>
        <Link href={`tel:${grievanceOfficer.phone.tel}`} fontWeight="600" w="fit-content">
          {grievanceOfficer.phone.display}
        </Link>
        <Text fontSize="sm" color="gray.600">
          {grievanceOfficer.hours}
        </Text>
        <Box as="address" fontStyle="normal" fontSize="sm">
          {brand.copyrightHolder}, {address.lines.join(', ')}, {address.city}, {address.state} {address.postalCode}
        </Box>
      </Stack>
      <Heading as="h2" size="md" mb={3}>
        How we handle a complaint
      </Heading>
      <OrderedList spacing={3}>
        {grievanceSteps.map((step) => (
          <ListItem key={step}>{step}</ListItem>
        ))}
      </OrderedList>
    </Box>
  );
}

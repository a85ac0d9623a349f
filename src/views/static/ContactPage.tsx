import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { brand } from '../../../domain/brand';
import { paths } from '../../app/paths';
import { grievanceOfficer } from '../../content/grievanceOfficer';
import { Glyph } from '../layout/icons';

export default function ContactPage() {
  const { address } = brand;
  return (
    <Box maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={10}>
      <Heading as="h1" size="xl" mb={2}>
        Contact Us
      </Heading>
      <Text mb={8} fontSize="lg">
        {brand.contactIntro}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} spacing={6}>
        <ContactCard icon="pin" title="Visit us">
          <Box as="address" fontStyle="normal">
            {address.lines.map((l) => (
              <Text key={l}>{l}</Text>
            ))}
            <Text>
              {address.city}, {address.state} {address.postalCode}
            </Text>
            <Text>{address.country}</Text>
          </Box>
        </ContactCard>
        <ContactCard icon="mail" title="Write to us">
          <Link href={`mailto:${brand.bookingsEmail}`} fontWeight="600">
            {brand.bookingsEmail}
          </Link>
          <Text fontSize="sm" color="gray.600">
            {brand.emailReplyTime}
          </Text>
        </ContactCard>
        <ContactCard icon="phone" title="Call us">
          <Link href={`tel:${brand.supportPhone.tel}`} fontWeight="600">
            {brand.supportPhone.display}
          </Link>
          <Text fontSize="sm" color="gray.600">
            {brand.supportHours.long}
          </Text>
        </ContactCard>
      </SimpleGrid>
      <Stack as="section" aria-labelledby="contact-grievance" mt={10} spacing={2}>
        <Heading as="h2" size="sm" id="contact-grievance">
          Not resolved?
        </Heading>
        <Text>
          Our {grievanceOfficer.designation}, {grievanceOfficer.name}, acknowledges a complaint within {grievanceOfficer.acknowledgeWithin} and
          resolves it within {grievanceOfficer.resolveWithin}.{' '}
          <Link as={RouterLink} href={paths.grievanceRedressal} fontWeight="600" textDecoration="underline">
            How to reach the Grievance Officer
          </Link>
        </Text>
        <Text>
          What cancelling costs and how refunds reach you:{' '}
          <Link as={RouterLink} href={paths.cancellationRefundPolicy} fontWeight="600" textDecoration="underline">
            Cancellation and Refund Policy
          </Link>
        </Text>
      </Stack>
    </Box>
  );
}

function ContactCard({ icon, title, children }: { icon: 'pin' | 'mail' | 'phone'; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" bg="white" borderWidth="1px" borderRadius="lg" p={6} spacing={3}>
      <HStack>
        <Glyph name={icon} color="brand.600" boxSize={5} />
        <Heading as="h2" size="sm">
          {title}
        </Heading>
      </HStack>
      {children}
    </Stack>
  );
}

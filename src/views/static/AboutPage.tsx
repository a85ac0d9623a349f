import { Avatar, Box, Button, Heading, SimpleGrid, Stack, Text, useDisclosure } from '@chakra-ui/react';
import { founders, mission } from '../../content/about';
import { brand } from '../../../domain/brand';
import { Glyph } from '../layout/icons';
import { VideoModal } from './VideoModal';

export default function AboutPage() {
  const video = useDisclosure();
  return (
    <Box maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py={10}>
      <Heading as="h1" size="xl" mb={6}>
        About {brand.name}
      </Heading>
      <Stack as="section" spacing={4} mb={10} aria-labelledby="mission">
        <Heading as="h2" size="lg" id="mission">
          {mission.title}
        </Heading>
        {mission.paragraphs.map((p) => (
          <Text key={p} fontSize="lg">
            {p}
          </Text>
        ))}
        <Box>
          <Button leftIcon={<Glyph name="play" />} onClick={video.onOpen} size="lg" aria-label={`${mission.demoVideo.title}: play demo video`}>
            {mission.demoVideo.title}
          </Button>
        </Box>
      </Stack>
      <Box as="section" aria-labelledby="founders">
        <Heading as="h2" size="lg" id="founders" mb={6}>
          Our founders
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} spacing={6}>
          {founders.map((f) => (
            <Stack key={f.name} as="article" bg="white" borderWidth="1px" borderRadius="lg" p={6} spacing={3}>
              <Avatar name={f.name} src={f.image} size="xl" />
              <Heading as="h3" size="md">
                {f.name}
              </Heading>
              <Text color="brand.700" fontWeight="600">
                {f.role}
              </Text>
              <Text>{f.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Box>
      {video.isOpen && (
        <VideoModal
          isOpen
          onClose={video.onClose}
          src={mission.demoVideo.src}
          title={mission.demoVideo.title}
          missingText={mission.demoVideo.missing}
        />
      )}
    </Box>
  );
}

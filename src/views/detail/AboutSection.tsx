import { Box, Heading, List, ListItem, SimpleGrid, Stack, Tab, TabList, TabPanel, TabPanels, Tabs, Text } from '@chakra-ui/react';
import { descriptionTabs } from '../../model/hotelDescription';
import { instructionsView } from '../../model/propertyInstructions';

/**
 * About the property: tabs from the `des` JSON and the property instructions by type. Every text
 * is rendered as text (markup in the data is stripped by the domain functions, never injected).
 */
export function AboutSection({ des, inst }: { des: unknown; inst: unknown }) {
  const tabs = descriptionTabs(des);
  const instructions = instructionsView(inst);
  return (
    <Stack spacing={6}>
      {tabs.length ? (
        <Tabs variant="soft-rounded" colorScheme="brand" isLazy={false} size="sm">
          <TabList overflowX="auto" overflowY="hidden" pb={2} gap={1} sx={{ scrollbarWidth: 'thin' }}>
            {tabs.map((t) => (
              <Tab key={t.key} flexShrink={0} color="gray.800" _selected={{ bg: 'brand.100', color: 'brand.800' }}>
                {t.label}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {tabs.map((t) => (
              <TabPanel key={t.key} px={0}>
                <Stack spacing={2}>
                  {t.lines.map((line, i) => (
                    <Text key={i}>{line}</Text>
                  ))}
                </Stack>
              </TabPanel>
            ))}
          </TabPanels>
        </Tabs>
      ) : (
        <Text color="gray.700">No description available for this property.</Text>
      )}
      <Box>
        <Heading as="h3" size="sm" mb={3}>
          Property instructions
        </Heading>
        {instructions.kind === 'groups' ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} spacing={4}>
            {instructions.groups.map((g) => (
              <Box key={g.type} borderWidth="1px" borderRadius="md" p={3} bg="white" data-testid={`instructions-${g.type}`}>
                <Heading as="h4" size="xs" mb={2}>
                  {g.title}
                </Heading>
                <List spacing={1} fontSize="sm">
                  {g.lines.map((line, i) => (
                    <ListItem key={i}>{line}</ListItem>
                  ))}
                </List>
              </Box>
            ))}
          </SimpleGrid>
        ) : (
          <Text color="gray.700">{instructions.message}</Text>
        )}
      </Box>
    </Stack>
  );
}

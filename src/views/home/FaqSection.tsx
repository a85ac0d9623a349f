import { Accordion, AccordionButton, AccordionIcon, AccordionItem, AccordionPanel, Box, Heading } from '@chakra-ui/react';
import { faq } from '../../content/faq';

/** FAQ accordion: one answer open at a time. */
export function FaqSection() {
  return (
    <Box as="section" maxW="4xl" mx="auto" px={{ base: 4, md: 6 }} py={12} aria-labelledby="faq">
      <Heading as="h2" size="lg" mb={6} id="faq">
        Frequently asked questions
      </Heading>
      <Accordion defaultIndex={0} bg="white" borderRadius="lg" borderWidth="1px">
        {faq.map((f) => (
          <AccordionItem key={f.question}>
            <h3>
              <AccordionButton py={4}>
                <Box as="span" flex="1" textAlign="left" fontWeight="600">
                  {f.question}
                </Box>
                <AccordionIcon />
              </AccordionButton>
            </h3>
            <AccordionPanel pb={4}>{f.answer}</AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </Box>
  );
}
